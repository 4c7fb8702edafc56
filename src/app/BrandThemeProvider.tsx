import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { useMemo, type ReactNode } from 'react';
import { useDomainConfig } from '../components/useDomainConfig';
import { createBrandTheme } from '../theme/createBrandTheme';
import { useThemeMode } from './useThemeMode';

/** Themes everything below with the domain's colours, built-in ones until the config arrives. */
export function BrandThemeProvider({ children }: { children: ReactNode }) {
  const config = useDomainConfig();
  const mode = useThemeMode(config);
  const theme = useMemo(() => createBrandTheme(config, mode), [config, mode]);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline enableColorScheme />
      {children}
    </ThemeProvider>
  );
}
