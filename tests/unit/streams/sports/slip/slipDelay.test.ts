import { take } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { now } from '../../../../../streams/core/clock';
import { resolveLimits } from '../../../../../streams/rules/limits';
import { submitSlip } from '../../../../../streams/sports/slip/submitSlip';
import type { OpenSlip } from '../../../../../streams/sports/slip/slipTypes';
import { createTestScheduler } from '../../../testScheduler';

const slip = (sportsName: string, inPlay: boolean): OpenSlip => ({
  selection: {
    market: 'bookmaker',
    key: { eventId: 4, leagueId: 'L1', matchId: 'M1', marketIds: 'B1' },
    marketId: 'B1',
    marketName: 'Bookmaker',
    selectionId: 21,
    selection: 'India',
    side: 'back',
    price: 45,
    runners: ['India', 'Australia'],
    eventName: 'India v Australia',
    sportsName,
    inPlay,
  },
  stake: 100,
  rate: 45,
});

/** The server holding the bet: it answers only after the test. */
const held = () => new Promise<never>(() => undefined);

/** The countdown's first step: how long the slip says the bet will wait. */
function firstWait(open: OpenSlip, minMax: Parameters<typeof resolveLimits>[0]): void {
  const limits = resolveLimits(minMax);
  createTestScheduler().run(({ expectObservable, cold }) => {
    const waiting = submitSlip(open, { limits, latest: () => cold('(a|)', { a: { price: 45 } }), place: held }).pipe(take(1));
    const delayMs = open.selection.inPlay ? { Cricket: 5_000, Tennis: 1_500 }[open.selection.sportsName] : 2_000;
    expectObservable(waiting).toBe('(a|)', { a: { phase: 'waiting', remainingMs: delayMs, delayMs } });
  });
}

describe('the slip counts down the delay the server applies', () => {
  it("BET-23 in play, the sport's in-play delay (get-min-max inPlayDelay, else its default); before the off, the domain's delay", () => {
    firstWait(slip('Cricket', true), { delay: 2 });
    firstWait(slip('Tennis', true), { delay: 2, inPlayDelay: { Tennis: 1.5 } });
    firstWait(slip('Cricket', false), { delay: 2, inPlayDelay: { Cricket: 9 } });
  });

  it('BET-23 the bet is sent at once and the countdown runs while the server holds it (one delay, not two)', () => {
    createTestScheduler().run(({ expectObservable, cold, flush }) => {
      const sentAt: number[] = [];
      const place = () => {
        sentAt.push(now());
        return held();
      };
      const phases = submitSlip(slip('Cricket', true), {
        limits: resolveLimits({}),
        latest: () => cold('(a|)', { a: { price: 45 } }),
        place,
      });
      const waiting = (remainingMs: number) => ({ phase: 'waiting', remainingMs, delayMs: 5_000 });
      // Counted down every 100 ms to the end of the delay, then pending until the server answers.
      expectObservable(phases.pipe(take(3))).toBe('a 99ms b 99ms (c|)', { a: waiting(5_000), b: waiting(4_900), c: waiting(4_800) });
      flush();
      expect(sentAt).toEqual([0]);
    });
  });
});
