import Box from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';
import { strings } from '../../contract/strings';
import { useRoutePending } from './HashHistoryRouter';

const sweep = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(250%); }
`;

/** A thin bar while a lazy route module loads (drawn here: LinearProgress would weigh on the first load). */
export function RouteProgress() {
  if (!useRoutePending()) return null;
  return (
    <Box
      role="progressbar"
      aria-label={strings.loading}
      sx={{ position: 'fixed', top: 0, left: 0, right: 0, height: 4, zIndex: 'appBar', overflow: 'hidden', bgcolor: 'action.hover' }}
    >
      <Box sx={{ width: '40%', height: '100%', bgcolor: 'secondary.main', animation: `${sweep} 1.2s ease-in-out infinite` }} />
    </Box>
  );
}
