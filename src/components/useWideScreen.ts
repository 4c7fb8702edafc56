import useMediaQuery from '@mui/material/useMediaQuery';

/** OPEN-010: screens of 1026 px and wider get the inline header login and side panels; narrower ones get modals. */
export const WIDE_SCREEN_QUERY = '(min-width:1026px)';

export function useWideScreen(): boolean {
  return useMediaQuery(WIDE_SCREEN_QUERY, { noSsr: true });
}
