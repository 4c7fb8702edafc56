import type { Theme } from '@mui/material/styles';

/** A solid call-to-action on the brand gradient: the header's text colour as its background. */
export const headerActionSx = (theme: Theme) => ({
  bgcolor: theme.brand.headerActionBackground,
  color: theme.brand.headerActionText,
  '&:hover': { bgcolor: theme.brand.headerActionBackground, opacity: 0.9 },
  '&.Mui-disabled': { bgcolor: theme.brand.headerActionBackground, color: theme.brand.headerActionText, opacity: 0.7 },
});
