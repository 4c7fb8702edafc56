import type { CasinoListItem } from '../../../contract/casino';
import { createStore } from '../createStore';

export interface CasinoState {
  casinoList: CasinoListItem[];
}

export const casinoStore = createStore<CasinoState>('casino', { casinoList: [] });
