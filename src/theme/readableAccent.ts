import { lighten } from '@mui/material/styles';
import type { ThemeMode } from './brandTokens';
import { luminance } from './luminance';

const DARK_ACCENT_LIMIT = 0.15;
const LIGHTEN_BY = 0.4;

/** A dark brand colour used as text or outline on a dark page is lightened, so it stays readable. */
export function readableAccent(color: string, mode: ThemeMode): string {
  return mode === 'dark' && luminance(color) < DARK_ACCENT_LIMIT ? lighten(color, LIGHTEN_BY) : color;
}
