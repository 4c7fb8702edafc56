import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useObservable, useObservableState } from 'observable-hooks';
import { switchMap } from 'rxjs';
import { strings } from '../../../contract/strings';
import { fetchBetDetail } from '../../../streams/records/betDetail';
import { DialogCloseButton } from '../../components/DialogCloseButton';
import { betDetailFields } from './betDetail.fields';

/** REC-10 REC-11: the detail of the bet behind a statement row, from GET /bet/{betId}. */
export function BetDetailDialog({ betId, onClose }: { betId: string; onClose: () => void }) {
  const detail$ = useObservable((inputs$) => inputs$.pipe(switchMap(([id]) => fetchBetDetail(id))), [betId]);
  const detail = useObservableState(detail$);
  const bet = detail?.data;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="bet-detail-title">
      <DialogTitle id="bet-detail-title" sx={{ pr: 6 }}>
        {strings.betDetailTitle}
      </DialogTitle>
      <DialogCloseButton onClose={onClose} />
      <DialogContent dividers>
        {!detail && <CircularProgress aria-label={strings.loading} sx={{ display: 'block', mx: 'auto' }} />}
        {detail?.error !== undefined && <Alert severity="error">{detail.error}</Alert>}
        {bet && (
          <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.75, m: 0 }}>
            {betDetailFields.map((field) => (
              <Box key={field.label} sx={{ display: 'contents' }}>
                <Box component="dt" sx={{ color: 'text.secondary' }}>
                  {field.label}
                </Box>
                <Box component="dd" sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere' }}>
                  {field.text(bet)}
                </Box>
              </Box>
            ))}
          </Box>
        )}
      </DialogContent>
    </Dialog>
  );
}
