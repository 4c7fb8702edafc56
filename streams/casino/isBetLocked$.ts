import { combineLatest, distinctUntilChanged, map, of, startWith, type Observable } from 'rxjs';
import type { CasinoLive } from '../../contract/casino';
import { online$ } from '../core/gates';
import type { Result } from '../core/result';
import { casinoLockReason, type CasinoLockReason } from './casinoLockReason';
import { CASINO_TABLES, type CasinoTableId } from './tables';

export interface CasinoBetLock {
  locked: boolean;
  reason: CasinoLockReason | null;
  /** OPEN-080 CAS-ALL-06: the SUSPENDED overlay shows for every closed reason. */
  suspendedOverlay: boolean;
}

export interface CasinoLockSources {
  table: CasinoTableId;
  live$: Observable<Result<CasinoLive>>;
  countdown$: Observable<number>;
  /** CAS-ALL-13 CAS-L7-02: the selection's market is flagged suspended (games list, fixed Lucky 7 markets). */
  marketSuspended$?: Observable<boolean>;
  online$?: Observable<boolean>;
}

const everyRunnerSuspended = (runners: CasinoLive['t2'] | undefined): boolean =>
  runners !== undefined && runners.length > 0 && runners.every((runner) => runner.gstatus === 0);

const lockOf = (reason: CasinoLockReason | null): CasinoBetLock => ({
  locked: reason !== null,
  reason,
  suspendedOverlay: reason !== null,
});

/**
 * CAS-ALL-13 CAS-ALL-15 CAS-T20-03 OPEN-080: whether betting is closed on the table (no selectionId)
 * or on one selection (its runner's gstatus counts too). Emits only on change, so the app clears an
 * open slip when `locked` turns true (CAS-ALL-14).
 */
export function isBetLocked$(sources: CasinoLockSources, selectionId?: number): Observable<CasinoBetLock> {
  const { closesBelow } = CASINO_TABLES[sources.table];
  return combineLatest([
    sources.online$ ?? online$,
    sources.live$.pipe(startWith(undefined)),
    sources.countdown$,
    sources.marketSuspended$ ?? of(false),
  ]).pipe(
    map(([online, live, countdown, marketSuspended]) =>
      casinoLockReason({
        online,
        pollStatus: live?.status,
        countdown,
        closesBelow,
        marketSuspended,
        gstatus: live?.data?.t2.find((runner) => runner.sid === selectionId)?.gstatus,
        forSelection: selectionId !== undefined,
        everyRunnerSuspended: everyRunnerSuspended(live?.data?.t2),
      }),
    ),
    distinctUntilChanged(),
    map(lockOf),
  );
}
