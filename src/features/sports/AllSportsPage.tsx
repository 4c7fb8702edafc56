import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { strings } from '../../../contract/strings';
import { PageTitle } from './PageTitle';
import { SportsTree } from './SportsTree';

/** OPEN-039 HOME-17: /sports is the All Sports tree — sport → competitions → events. */
export function AllSportsPage() {
  return (
    <Stack spacing={2}>
      <PageTitle>{strings.allSports}</PageTitle>
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        <SportsTree />
      </Paper>
    </Stack>
  );
}
