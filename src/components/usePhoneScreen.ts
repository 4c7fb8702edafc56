import useMediaQuery from '@mui/material/useMediaQuery';

/** Phones: below MUI's `sm` breakpoint (600 px), as `theme.breakpoints.down('sm')` writes it. */
export const PHONE_SCREEN_QUERY = '(max-width:599.95px)';

/** Phones get a second header row for the account figures. */
export function usePhoneScreen(): boolean {
  return useMediaQuery(PHONE_SCREEN_QUERY, { noSsr: true });
}
