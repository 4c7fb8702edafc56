import type { OddsMarket } from '../../../contract/sports';
import { createStore } from '../createStore';

export interface CurrentFullMarketState {
  currentMarkets: OddsMarket[];
}

export const currentFullMarketStore = createStore<CurrentFullMarketState>('currentFullMarket', { currentMarkets: [] });
