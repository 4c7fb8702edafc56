import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { useObservableEagerState } from 'observable-hooks';
import { useMemo, type ReactNode } from 'react';
import { domainConfigStore } from '../../streams/state/slices/domainConfig';
import { useDomainConfig } from '../components/useDomainConfig';
import { createBrandTheme } from '../theme/createBrandTheme';
import { useThemeMode } from './useThemeMode';

/**
 * Themes everything below with the domain's colours: the stored config of an earlier visit until the
 * lookup answers (so the loading spinner is already in the primary colour, DOM-10), built-in colours on a first visit.
 */
export function BrandThemeProvider({ children }: { children: ReactNode }) {
  const stored = useObservableEagerState(domainConfigStore.state$);
  const config = useDomainConfig() ?? stored ?? undefined;
  const mode = useThemeMode(config);
  const theme = useMemo(() => createBrandTheme(config, mode), [config, mode]);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline enableColorScheme />
      {children}
    </ThemeProvider>
  );
}
