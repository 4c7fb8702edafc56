import { z } from 'zod';
import { match } from '../../../contract/sports';
import { createStore } from '../createStore';

const matchState = z.object({ matches: z.array(match) });
export type MatchState = z.infer<typeof matchState>;

export const matchStore = createStore<MatchState>('match', { matches: [] }, { schema: matchState });
