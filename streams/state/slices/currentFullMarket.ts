import { z } from 'zod';
import { oddsMarket } from '../../../contract/sports';
import { createStore } from '../createStore';

const currentFullMarketState = z.object({ currentMarkets: z.array(oddsMarket) });
export type CurrentFullMarketState = z.infer<typeof currentFullMarketState>;

export const currentFullMarketStore = createStore<CurrentFullMarketState>(
  'currentFullMarket',
  { currentMarkets: [] },
  { schema: currentFullMarketState },
);
