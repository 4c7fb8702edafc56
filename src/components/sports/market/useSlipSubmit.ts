import { useObservableEagerState } from 'observable-hooks';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Subscription } from 'rxjs';
import { minMax$ } from '../../../../streams/limits/minMax$';
import { latestQuote } from '../../../../streams/sports/slip/latestQuote';
import { closeSlip } from '../../../../streams/sports/slip/slip$';
import { submitSlip, type SubmitPhase } from '../../../../streams/sports/slip/submitSlip';
import type { OpenSlip } from '../../../../streams/sports/slip/slipTypes';

/** Runs the slip's submission (limits → price check → save, counting down the delay the server holds it) and closes the slip once a bet was sent or the price moved. */
export function useSlipSubmit() {
  // The spec's defaults until the domain's own limits have loaded (MatchProvider loads them with the page).
  const limits = useObservableEagerState(minMax$);
  const [phase, setPhase] = useState<SubmitPhase | null>(null);
  const running = useRef<Subscription | null>(null);
  useEffect(() => () => running.current?.unsubscribe(), []);
  const submit = useCallback(
    (open: OpenSlip) => {
      running.current?.unsubscribe();
      running.current = submitSlip(open, { limits, latest: () => latestQuote(open.selection) }).subscribe({
        next: (next) => {
          setPhase(next);
          const finished = next.phase === 'done' || (next.phase === 'refused' && next.reason === 'rate');
          if (finished) closeSlip();
        },
      });
    },
    [limits],
  );
  const busy = phase?.phase === 'waiting' || phase?.phase === 'sending';
  return { limits, phase, busy, submit };
}
