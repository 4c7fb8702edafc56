import type { Theme } from '@mui/material/styles';

/** The theme's button type (MUI's `typography.button`) as plain CSS properties. */
export const buttonType = ({ typography: { button } }: Theme) => ({
  fontFamily: button.fontFamily,
  fontSize: button.fontSize,
  fontWeight: button.fontWeight,
  lineHeight: button.lineHeight,
  letterSpacing: button.letterSpacing,
  textTransform: button.textTransform,
});
