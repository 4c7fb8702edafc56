import Stack from '@mui/material/Stack';
import { QuickLinks } from '../../features/navigation/QuickLinks';
import { AllSportsPage } from '../../features/sports/AllSportsPage';

/**
 * /sports, the bottom bar's Sports: the mobile quick-links page of the spec's screens (SHELL-40) — In-play, Multi Markets,
 * Cricket, Soccer, Tennis — above the All Sports tree, for visitors and bettors alike.
 */
export function SportsHubPage() {
  return (
    <Stack spacing={2}>
      <QuickLinks />
      <AllSportsPage />
    </Stack>
  );
}
