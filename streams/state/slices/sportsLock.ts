import { z } from 'zod';
import { lockItem } from '../../../contract/sports';
import { createStore } from '../createStore';

/** STATE-11: the user's locked events {eventId, lock}. */
const sportsLockState = z.object({ lockedSports: z.array(lockItem) });
export type SportsLockState = z.infer<typeof sportsLockState>;

export const sportsLockStore = createStore<SportsLockState>(
  'sportsLock',
  { lockedSports: [] },
  { schema: sportsLockState },
);
