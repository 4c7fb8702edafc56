import { z } from 'zod';
import { listedCasinoGame } from '../../casino/listedCasinoGame';
import { createStore } from '../createStore';

const gameState = z.object({ games: z.array(listedCasinoGame) });
export type GameState = z.infer<typeof gameState>;

export const gameStore = createStore<GameState>('game', { games: [] }, { schema: gameState });
