import { createTheme, type Theme } from '@mui/material/styles';
import type { DomainConfig } from '../../contract/domain';
import { builtInColors } from './builtInColors';
import { brandColors, type BrandColors, type ThemeMode } from './brandTokens';
import { readableAccent } from './readableAccent';
import { touchComponents } from './touchTargets';

declare module '@mui/material/styles' {
  interface Theme {
    brand: BrandColors;
  }
  interface ThemeOptions {
    brand?: BrandColors;
  }
}

/** The theme's corner radius (`borderRadius: 1` in `sx`), also read by the parts styled without the theme. */
export const BRAND_RADIUS_PX = 8;

const FONT_STACK = '"Inter", "Segoe UI", system-ui, -apple-system, Roboto, "Helvetica Neue", Arial, sans-serif';

/** The MUI theme of one domain: its colours (DOM-09, OPEN-027) in the chosen mode (OPEN-026). */
export function createBrandTheme(config: DomainConfig | undefined, mode: ThemeMode): Theme {
  const brand = brandColors(config, mode);
  return createTheme({
    brand,
    palette: {
      mode,
      primary: { main: readableAccent(brand.primary, mode) },
      secondary: { main: readableAccent(brand.secondary, mode) },
      background: {
        default: brand.pageBackground,
        paper: mode === 'dark' ? builtInColors.paperDark : '#ffffff',
      },
    },
    shape: { borderRadius: BRAND_RADIUS_PX },
    typography: {
      fontFamily: FONT_STACK,
      button: { textTransform: 'none', fontWeight: 600 },
    },
    components: {
      ...touchComponents,
      MuiButton: { ...touchComponents.MuiButton, defaultProps: { disableElevation: true } },
      MuiCssBaseline: {
        styleOverrides: { body: { backgroundColor: brand.pageBackground } },
      },
    },
  });
}
