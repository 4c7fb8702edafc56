import type { ListedCasinoGame } from '../../casino/listedCasinoGame';
import { createStore } from '../createStore';

export interface GameState {
  games: ListedCasinoGame[];
}

export const gameStore = createStore<GameState>('game', { games: [] });
