import { z } from 'zod';
import { liveBet } from '../../../contract/bets';
import { createStore } from '../createStore';

/** STATE-10: live bet records, replaced by each trade-list poll. */
const betState = z.object({ liveBets: z.array(liveBet) });
export type BetState = z.infer<typeof betState>;

export const betStore = createStore<BetState>('bet', { liveBets: [] }, { schema: betState });
