import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useObservableState } from 'observable-hooks';
import { useMemo } from 'react';
import type { CasinoGame, CasinoResult } from '../../../../contract/casino';
import { strings } from '../../../../contract/strings';
import { roundDetail$ } from '../../../../streams/casino/roundDetail$';
import { resultChip } from '../../../../streams/casino/resultChip';
import { CASINO_TABLES, type CasinoTableId } from '../../../../streams/casino/tables';
import { DialogCloseButton } from './DialogCloseButton';
import { FairnessProof } from './FairnessProof';
import { PlayingCard } from './PlayingCard';

interface ResultPopupProps {
  table: CasinoTableId;
  game: CasinoGame;
  result: CasinoResult;
  onClose: () => void;
}

/** CAS-ALL-05 CAS-ALL-29 CAS-L7A-05: a past round — titled with the game name, its Round Id, cards and Winner. */
export function ResultPopup({ table, game, result, onClose }: ResultPopupProps) {
  const detail$ = useMemo(() => roundDetail$(table, game, result), [table, game, result]);
  const detail = useObservableState(detail$);
  const chip = resultChip(CASINO_TABLES[table].resultFamily, detail?.win ?? result.win);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="casino-result-title">
      <DialogTitle id="casino-result-title" sx={{ fontWeight: 800, pr: 6 }}>
        {game.name}
      </DialogTitle>
      <DialogCloseButton onClose={onClose} />
      <DialogContent dividers>
        <Typography>
          {strings.roundId}: <strong>{result.mid}</strong>
        </Typography>
        <Stack direction="row" spacing={1} sx={{ my: 2, flexWrap: 'wrap' }} aria-label="Cards">
          {(detail?.cards ?? []).map((code, index) => (
            <PlayingCard key={index} code={code} width={56} />
          ))}
        </Stack>
        <Typography>
          {strings.winner}: <strong>{result.result || chip.label}</strong> ({chip.label})
        </Typography>
        {result.seed && <FairnessProof seed={result.seed} />}
      </DialogContent>
    </Dialog>
  );
}
