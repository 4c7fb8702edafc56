import type { Clock } from './clock';
import type { Db } from './db/connect';
import type { SportsSnapshots } from './live/sportsSnapshots';
import type { MarketService } from './markets/types';
import type { TakeOrder } from './services/bets/orderQueue';

/** What services need from the outside world. */
export interface Deps {
  db: Db;
  now: Clock;
  tokenTtlMinutes: number;
  /** The one market service (engines drive it; bets are checked against it). */
  markets: MarketService;
  /**
   * SPORTS_SPEED: how many times faster than real time the simulated games run; their in-play bet delays are in
   * the games' time, so they shrink by as much (1 when unset).
   */
  sportsSpeed?: number;
  /** Waits the bet delay (BET-23); injected so tests need not wait. */
  sleep: (ms: number) => Promise<void>;
  /** The public sports and horse racing answers the feeds publish each tick. */
  sports: SportsSnapshots;
  /** Takes exchange orders; by default on this thread, over `db` (the server passes its order thread). */
  takeOrder?: TakeOrder;
}
