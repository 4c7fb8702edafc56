import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useObservableState } from 'observable-hooks';
import { exposure$ } from '../../../streams/account/exposure$';
import { trades$ } from '../../../streams/account/trades$';
import { userDetails$ } from '../../../streams/account/userDetails$';
import { JsonPreview } from './JsonPreview';
import { qaLabels } from './qaLabels';

/** Subscribes the account streams the header also holds, so the registry proves they are shared (one request each per interval). */
export function AccountProbe() {
  const probes = [
    { name: 'userDetails$', value: useObservableState(userDetails$) },
    { name: 'exposure$', value: useObservableState(exposure$) },
    { name: 'trades$', value: useObservableState(trades$) },
  ];
  return (
    <Stack spacing={1}>
      {probes.map((probe) => (
        <Stack key={probe.name} direction="row" spacing={2} alignItems="baseline">
          <Typography sx={{ fontFamily: 'monospace', fontWeight: 600, minWidth: 120 }}>{probe.name}</Typography>
          {probe.value === undefined ? (
            <Typography variant="body2" color="text.secondary">
              {qaLabels.notSubscribedYet}
            </Typography>
          ) : (
            <JsonPreview value={probe.value} />
          )}
        </Stack>
      ))}
    </Stack>
  );
}
