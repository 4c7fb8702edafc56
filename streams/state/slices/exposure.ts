import { createStore } from '../createStore';

/** STATE-09: starts at 0, replaced by each exposure poll (as a non-negative amount, OPEN-130). */
export const exposureStore = createStore<number>('exposure', 0);
