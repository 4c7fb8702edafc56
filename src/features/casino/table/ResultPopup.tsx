import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useObservableState } from 'observable-hooks';
import { useMemo } from 'react';
import type { CasinoGame, CasinoResult } from '../../../../contract/casino';
import { strings } from '../../../../contract/strings';
import { roundDetail$ } from '../../../../streams/casino/roundDetail$';
import { resultChip } from '../../../../streams/casino/resultChip';
import { CASINO_TABLES, resultHandsOf, type CasinoTableId } from '../../../../streams/casino/tables';
import { DialogCloseButton } from './DialogCloseButton';
import { FairnessProof } from './FairnessProof';
import { RoundCards } from './RoundCards';

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
        <RoundCards cards={detail?.cards ?? []} hands={resultHandsOf(table)} />
        <Typography>
          {strings.winner}: <strong>{result.result || chip.label}</strong> ({chip.label})
        </Typography>
        {result.seed && <FairnessProof seed={result.seed} />}
      </DialogContent>
    </Dialog>
  );
}
