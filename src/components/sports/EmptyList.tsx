import EventBusyRoundedIcon from '@mui/icons-material/EventBusyRounded';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { strings } from '../../../contract/strings';

/** A list with no matches says so instead of staying blank. */
export function EmptyList() {
  return (
    <Paper
      variant="outlined"
      sx={{ py: 5, display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1, color: 'text.secondary' }}
    >
      <EventBusyRoundedIcon />
      <Typography>{strings.noMatches}</Typography>
    </Paper>
  );
}
