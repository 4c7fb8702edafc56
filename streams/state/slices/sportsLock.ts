import type { LockItem } from '../../../contract/sports';
import { createStore } from '../createStore';

/** STATE-11: the user's locked events {eventId, lock}. */
export interface SportsLockState {
  lockedSports: LockItem[];
}

export const sportsLockStore = createStore<SportsLockState>('sportsLock', { lockedSports: [] });
