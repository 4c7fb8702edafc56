import { concat, defer, map, merge, of, share, switchMap, takeUntil, takeWhile, timer, type Observable } from 'rxjs';
import { getScheduler, now } from '../../core/clock';
import { notify } from '../../core/notifications';
import { placeBet, type PlaceBetOutcome } from '../../bets/placeBet';
import { rateChangedMessage, type QuotedRate } from '../../rules/rateCheck';
import { betDelayOf, type Limits } from '../../rules/limits';
import { stakeLimitMessage, stakeRange } from '../../rules/stakeLimits';
import { fancyPayload, oddsPayload } from './slipPayload';
import { openSlipProfitLoss } from './slipProfit';
import type { OpenSlip } from './slipTypes';

/** The countdown of the bet delay is redrawn this often. */
export const DELAY_TICK_MS = 100;

export type SubmitPhase =
  | { phase: 'waiting'; remainingMs: number; delayMs: number }
  | { phase: 'sending' }
  /** stake: outside the limits (the slip stays to fix it); rate: the price moved (the slip closes); incomplete: no price or stake. */
  | { phase: 'refused'; reason: 'stake' | 'rate' | 'incomplete'; message: string }
  | { phase: 'done'; outcome: PlaceBetOutcome };

export interface SubmitDeps {
  limits: Limits;
  /** The newest quote of the clicked runner and side, read after the delay. */
  latest: () => Observable<QuotedRate | undefined>;
  place?: typeof placeBet;
}

const refuse = (reason: 'stake' | 'rate', message: string): Observable<SubmitPhase> => {
  notify({ message, variant: 'error' });
  return of({ phase: 'refused', reason, message });
};

function countdown(delayMs: number): Observable<SubmitPhase> {
  return defer(() => {
    const endsAt = now() + delayMs;
    return timer(0, DELAY_TICK_MS, getScheduler()).pipe(
      map(() => Math.max(0, endsAt - now())),
      takeWhile((remainingMs) => remainingMs > 0),
      map((remainingMs): SubmitPhase => ({ phase: 'waiting', remainingMs, delayMs })),
    );
  });
}

/**
 * OPEN-055: stake limits at once (BET-19, nothing sent); then the newest price against the clicked one
 * (BET-20..22, "Bet rate changed!", nothing sent); then POST /bet/save2 through placeBet (BET-28, which
 * refreshes bets and exposure). The server holds the bet for its delay (BET-23; in play, the sport's) and
 * checks it again against the market at the end, so the slip counts that delay down while the bet is held,
 * rather than waiting it first: the bettor waits one delay, not two. An answer that comes sooner (an exchange
 * order that only rests in the book is not held) ends the countdown.
 */
export function submitSlip(open: OpenSlip, { limits, latest, place = placeBet }: SubmitDeps): Observable<SubmitPhase> {
  const { selection, stake } = open;
  const limitMessage = stakeLimitMessage(stake, stakeRange(selection.market, limits, selection.inPlay));
  if (limitMessage !== null) return refuse('stake', limitMessage);
  const amounts = openSlipProfitLoss(open);
  if (amounts === null) return of({ phase: 'refused', reason: 'incomplete', message: '' });
  const clicked: QuotedRate = selection.market === 'fancy' ? { price: selection.price, size: selection.size } : { price: selection.price };
  return defer(() => latest()).pipe(
    switchMap((quote) => {
      const changed = rateChangedMessage(clicked, quote);
      if (changed !== null) return refuse('rate', changed);
      const placeTime = new Date(now()).toISOString();
      const payload = selection.market === 'fancy' ? fancyPayload(open, amounts, placeTime) : oddsPayload(open, amounts, placeTime);
      const answer = defer(() => place(payload)).pipe(
        map((outcome): SubmitPhase => ({ phase: 'done', outcome })),
        share(),
      );
      const held = concat(countdown(betDelayOf(limits, selection.sportsName, selection.inPlay)), of<SubmitPhase>({ phase: 'sending' }));
      return merge(held.pipe(takeUntil(answer)), answer);
    }),
  );
}
