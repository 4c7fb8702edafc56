import type { Theme } from '@mui/material/styles';

/** A grid header's padding (10 px each side) and the column separator's room. */
const HEADER_PADDING = 28;

let canvas: CanvasRenderingContext2D | null | undefined;

/** How wide a column must be for its bold header to read whole on one line, in the theme's font. */
export function headerWidth(text: string, theme: Theme): number {
  canvas ??= document.createElement('canvas').getContext('2d');
  if (!canvas) return 0;
  const size = theme.typography.htmlFontSize * parseFloat(String(theme.typography.body2.fontSize));
  canvas.font = `700 ${size}px ${theme.typography.fontFamily ?? 'sans-serif'}`;
  return Math.ceil(canvas.measureText(text).width) + HEADER_PADDING;
}
