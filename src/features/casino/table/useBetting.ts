import { useObservable, useSubscription } from 'observable-hooks';
import { useCallback, useState } from 'react';
import { EMPTY, switchMap } from 'rxjs';
import type { CasinoGame, CasinoRunner } from '../../../../contract/casino';
import type { BetSide } from '../../../../contract/margins';
import { placeBet } from '../../../../streams/bets/placeBet';
import { marketOfGroup } from '../../../../streams/casino/boardLayout';
import { casinoBetPayload, casinoStakeMessage } from '../../../../streams/casino/casinoBet';
import { slipCloses } from '../../../../streams/casino/slipCloses';
import { notify, TABLE_TOAST_MS } from '../../../../streams/core/notifications';
import type { TableModel } from './useTableModel';

/** A tapped selection: the runner, its group (for its market), the group's runners, and back or lay. */
export interface Pick {
  runner: CasinoRunner;
  groupIndex: number;
  group: readonly CasinoRunner[];
  side: BetSide;
}

/**
 * CAS-ALL-17 CAS-ALL-22 CAS-ALL-24: the bet on a picked selection — a stake outside 100–5000 shows its message
 * and sends nothing; otherwise POST /bet/save2 with 2 s toasts (CAS-ALL-27), a refusal showing the server's
 * message. The slip closes when betting closes on the table or on its own selection (CAS-ALL-14).
 */
export function useBetting(game: CasinoGame, model: TableModel) {
  const [slip, setSlip] = useState<Pick | null>(null);
  const [busy, setBusy] = useState(false);
  const closes$ = useObservable(
    (inputs$) =>
      inputs$.pipe(
        switchMap(([pick, lock$, selectionLock$, markets]) =>
          pick ? slipCloses(lock$, selectionLock$(pick.runner.sid, marketOfGroup(markets, pick.groupIndex)?.suspended === true)) : EMPTY,
        ),
      ),
    [slip, model.lock$, model.selectionLock$, model.markets],
  );
  useSubscription(closes$, () => setSlip(null));

  const submit = async (pick: Pick, stake: number): Promise<void> => {
    const message = casinoStakeMessage(stake);
    if (message) {
      notify({ message, variant: 'error', autoHideMs: TABLE_TOAST_MS });
      return;
    }
    const market = marketOfGroup(model.markets, pick.groupIndex);
    if (!model.round || !market || model.locked) return;
    const payload = casinoBetPayload({
      game,
      market,
      roundId: model.round.mid,
      runner: pick.runner,
      runners: pick.group,
      side: pick.side,
      stake,
    });
    setBusy(true);
    try {
      await placeBet(payload, { toastMs: TABLE_TOAST_MS });
    } finally {
      setBusy(false);
    }
  };
  const closeSlip = useCallback(() => setSlip(null), []);
  return { slip, openSlip: setSlip, closeSlip, submit, busy };
}

export type Betting = ReturnType<typeof useBetting>;
