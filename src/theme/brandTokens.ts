import type { DomainConfig } from '../../contract/domain';
import { parseHexColour } from '../../streams/rules/colour';
import { builtInColors } from './builtInColors';
import { luminance } from './luminance';

export type ThemeMode = 'light' | 'dark';

export interface BrandColors {
  primary: string;
  secondary: string;
  /** CSS background of the header and brand buttons: the primary → secondary gradient when both parse (OPEN-027). */
  headerBackground: string;
  headerText: string;
  /** A solid button that stands out on the header: the header's text colour as background. */
  headerActionBackground: string;
  headerActionText: string;
  pageBackground: string;
}

const LIGHT_TEXT = '#ffffff';
const DARK_TEXT = '#111827';

/** backgroundColor is used for the page when it suits the mode, so text stays readable (OPEN-027). */
function pageBackground(color: string | null, mode: ThemeMode): string {
  const suitsMode = color !== null && (mode === 'dark' ? luminance(color) < 0.2 : luminance(color) >= 0.2);
  if (suitsMode) return color;
  return mode === 'dark' ? builtInColors.backgroundDark : builtInColors.backgroundLight;
}

export function brandColors(config: DomainConfig | undefined, mode: ThemeMode): BrandColors {
  const primary = parseHexColour(config?.primaryColor);
  const secondary = parseHexColour(config?.secondaryColor);
  const gradient = primary !== null && secondary !== null;
  const headerBase = primary ?? builtInColors.header;
  const lightHeader = (gradient ? (luminance(primary) + luminance(secondary)) / 2 : luminance(headerBase)) > 0.45;
  return {
    primary: primary ?? builtInColors.primary,
    secondary: secondary ?? builtInColors.secondary,
    headerBackground: gradient ? `linear-gradient(90deg, ${primary} 0%, ${secondary} 100%)` : headerBase,
    headerText: lightHeader ? DARK_TEXT : LIGHT_TEXT,
    headerActionBackground: lightHeader ? DARK_TEXT : LIGHT_TEXT,
    headerActionText: lightHeader ? LIGHT_TEXT : headerBase,
    pageBackground: pageBackground(parseHexColour(config?.backgroundColor), mode),
  };
}
