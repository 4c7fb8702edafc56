import { z } from 'zod';
import { casinoListItem } from '../../../contract/casino';
import { createStore } from '../createStore';

const casinoState = z.object({ casinoList: z.array(casinoListItem) });
export type CasinoState = z.infer<typeof casinoState>;

export const casinoStore = createStore<CasinoState>('casino', { casinoList: [] }, { schema: casinoState });
