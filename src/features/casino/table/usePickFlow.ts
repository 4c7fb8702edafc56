import { useState } from 'react';
import type { ListedCasinoGame } from '../../../../streams/casino/listedCasinoGame';
import { CASINO_TABLES, type CasinoTableId } from '../../../../streams/casino/tables';
import { openLoginModal } from '../../../components/loginModal.state';
import { useBetting, type Pick } from './useBetting';
import type { TableModel } from './useTableModel';

/**
 * CAS-ALL-21..24: chip tables bet at once on a tap with the chosen chip (no chip: nothing), then reset the
 * chip; the others open the slip on a tap and bet on Confirm. A visitor who is not logged in is asked to log in.
 */
export function usePickFlow(table: CasinoTableId, game: ListedCasinoGame, model: TableModel) {
  const betting = useBetting(game, model);
  const [chip, setChip] = useState<number | null>(null);
  const chipBet = CASINO_TABLES[table].chipBet;
  const onPick = (pick: Pick) => {
    if (!model.loggedIn) {
      openLoginModal();
      return;
    }
    if (!chipBet) {
      betting.openSlip(pick);
      return;
    }
    if (chip === null || betting.busy) return;
    void betting.submit(pick, chip).finally(() => setChip(null));
  };
  const confirmSlip = (stake: number) => {
    const pick = betting.slip;
    betting.closeSlip();
    if (pick) void betting.submit(pick, stake);
  };
  return { betting, chip, setChip, chipBet, onPick, confirmSlip };
}

export type PickFlow = ReturnType<typeof usePickFlow>;
