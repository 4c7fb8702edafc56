import { useState } from 'react';
import type { CasinoGame } from '../../../../contract/casino';
import { CASINO_TABLES, type CasinoTableId } from '../../../../streams/casino/tables';
import { BettingBoard } from './BettingBoard';
import { CasinoSlip } from './CasinoSlip';
import { ChipRow } from './ChipRow';
import { useBetting, type Pick } from './useBetting';
import type { TableModel } from './useTableModel';

/**
 * CAS-ALL-21..24: chip tables bet at once on a tap with the chosen chip (no chip: nothing), then reset the
 * chip; the others open the slip on a tap and bet on Confirm.
 */
export function BetPanel({ table, game, model }: { table: CasinoTableId; game: CasinoGame; model: TableModel }) {
  const betting = useBetting(game, model);
  const [chip, setChip] = useState<number | null>(null);
  const chipBet = CASINO_TABLES[table].chipBet;
  const onPick = (pick: Pick) => {
    if (!chipBet) {
      betting.openSlip(pick);
      return;
    }
    if (chip === null || betting.busy) return;
    void betting.submit(pick, chip).finally(() => setChip(null));
  };
  return (
    <>
      <BettingBoard table={table} model={model} selectedSid={betting.slip?.runner.sid ?? null} onPick={onPick} />
      {chipBet && <ChipRow chip={chip} onChange={setChip} />}
      {!chipBet && betting.slip && (
        <CasinoSlip
          pick={betting.slip}
          busy={betting.busy}
          onCancel={betting.closeSlip}
          onConfirm={(stake) => {
            const pick = betting.slip;
            betting.closeSlip();
            if (pick) void betting.submit(pick, stake);
          }}
        />
      )}
    </>
  );
}
