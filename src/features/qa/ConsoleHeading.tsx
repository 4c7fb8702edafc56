import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useObservableEagerState } from 'observable-hooks';
import { replaying$ } from '../../../streams/core/source';
import { qaLabels } from './qaLabels';

/** Title, the Live / Replay mode and what the console is for. */
export function ConsoleHeading() {
  const replaying = useObservableEagerState(replaying$);
  return (
    <Stack spacing={0.5}>
      <Stack direction="row" spacing={1.5} alignItems="center">
        <Typography variant="h5" component="h1" fontWeight={800}>
          {qaLabels.title}
        </Typography>
        <Chip
          size="small"
          color={replaying ? 'warning' : 'success'}
          label={replaying ? qaLabels.replaying : qaLabels.live}
          sx={{ fontWeight: 800, letterSpacing: 0.5, textTransform: 'uppercase' }}
        />
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {qaLabels.subtitle}
      </Typography>
    </Stack>
  );
}
