import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useObservableState } from 'observable-hooks';
import { useMemo } from 'react';
import { runnerPosition$ } from '../../../../streams/sports/slip/runnerPositions$';
import { amountTone as tone } from '../../amountTone';
import { formatAmount } from '../../formatAmount';

/** MKT-22: the runner's profit/loss; while a slip is open on the market, what it becomes with that stake. */
export function RunnerPositionText({
  matchId,
  marketId,
  selectionIds,
  selectionId,
}: {
  matchId: string;
  marketId: string;
  selectionIds: number[];
  selectionId: number;
}) {
  const position$ = useMemo(
    () => runnerPosition$(matchId, marketId, selectionIds, selectionId),
    [matchId, marketId, selectionIds, selectionId],
  );
  const position = useObservableState(position$);
  if (position === undefined || (position.now === 0 && position.withSlip === null)) return null;
  return (
    <Stack
      direction="row"
      spacing={0.75}
      sx={{ fontSize: 12, fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}
      data-testid={`position-${selectionId}`}
    >
      <Typography component="span" sx={{ fontSize: 'inherit', fontWeight: 'inherit', color: tone(position.now) }}>
        {formatAmount(position.now)}
      </Typography>
      {position.withSlip !== null && (
        <Typography
          component="span"
          sx={{ fontSize: 'inherit', fontWeight: 'inherit', color: tone(position.withSlip) }}
          data-testid={`projected-${selectionId}`}
        >
          » {formatAmount(position.withSlip)}
        </Typography>
      )}
    </Stack>
  );
}
