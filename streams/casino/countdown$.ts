import { defer, distinctUntilChanged, map, startWith, switchMap, takeWhile, timer, type Observable } from 'rxjs';
import type { CasinoLive } from '../../contract/casino';
import { getScheduler } from '../core/clock';
import type { Result } from '../core/result';
import { COUNTDOWN_TICK_MS, countdownAfter } from './countdownRules';
import { roundHeaders } from './liveRound';
import { CASINO_TABLES, type CasinoTableId } from './tables';

/**
 * CAS-ALL-09 CAS-ALL-10: the round countdown — the table's start value (25, or 19 on Fast Dragon
 * Tiger and Lucky 7) until the first answer, then each polled autotime ticking down 0.1 every 100 ms,
 * stopping at 0.
 */
export function countdown$(table: CasinoTableId, live$: Observable<Result<CasinoLive>>): Observable<number> {
  return defer(() => {
    const scheduler = getScheduler();
    return live$.pipe(
      roundHeaders(),
      map((header) => header.autotime),
      // The answer's own autotime at once, not on the first timer tick: a paused replay's clock never runs that.
      switchMap((autotime) =>
        timer(COUNTDOWN_TICK_MS, COUNTDOWN_TICK_MS, scheduler).pipe(
          map((ticks) => countdownAfter(autotime, ticks + 1)),
          startWith(countdownAfter(autotime, 0)),
          takeWhile((countdown) => countdown > 0, true),
        ),
      ),
      // The start value stands still until the first answer: only a polled autotime ticks.
      startWith(CASINO_TABLES[table].countdownStart),
      distinctUntilChanged(),
    );
  });
}
