import { combineLatest, distinctUntilChanged, map, type Observable } from 'rxjs';
import { online$ } from '../core/gates';
import type { FancyItem } from '../../contract/sports';
import { fancyOverlay, isOpenStatus } from './marketStatus';

const SUSPENDED = 'SUSPENDED';
const OPEN_STATUS = 'OPEN';

/** What decides whether one sports price can be bet on. */
export interface SportsPriceState {
  /** The market's status (match odds / bookmaker), or a fancy line's overlay text; undefined = no data. */
  marketStatus: string | undefined;
  /** The runner's status, when the market has runner statuses. */
  runnerStatus?: string;
}

/** BET-10 MKT-08 MKT-09 MKT-10: locked while the network is down, the market is not OPEN or the runner is SUSPENDED. */
export function isSportsPriceLocked(online: boolean, state: SportsPriceState): boolean {
  if (!online || state.marketStatus === undefined || !isOpenStatus(state.marketStatus)) return true;
  return state.runnerStatus?.trim().toUpperCase() === SUSPENDED;
}

/** The lock of one price as a stream (network from `online$`), ending in distinctUntilChanged. */
export function isSportsBetLocked$(state$: Observable<SportsPriceState>, network$: Observable<boolean> = online$) {
  return combineLatest([network$, state$]).pipe(
    map(([online, state]) => isSportsPriceLocked(online, state)),
    distinctUntilChanged(),
  );
}

/** MKT-10 OPEN-043: a fancy line is open exactly when it has no overlay. */
export function fancyPriceState(line: Pick<FancyItem, 'GameStatus' | 'BackPrice1' | 'LayPrice1'>): SportsPriceState {
  return { marketStatus: fancyOverlay(line) ?? OPEN_STATUS };
}
