/** Phones: below MUI's `sm` breakpoint (600 px), as `theme.breakpoints.down('sm')` writes it. */
export const PHONE_SCREEN_QUERY = '(max-width:599.95px)';
