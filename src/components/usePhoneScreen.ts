import useMediaQuery from '@mui/material/useMediaQuery';
import { PHONE_SCREEN_QUERY } from '../theme/phoneScreenQuery';

/** Phones get a second header row for the account figures. */
export function usePhoneScreen(): boolean {
  return useMediaQuery(PHONE_SCREEN_QUERY, { noSsr: true });
}
