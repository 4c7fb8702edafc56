import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';

/** Phones (below MUI's `sm`, 600 px) get a second header row for the account figures. */
export function usePhoneScreen(): boolean {
  return useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
}
