import { z } from 'zod';
import { casinoGame } from '../../../contract/casino';
import { createStore } from '../createStore';

const gameState = z.object({ games: z.array(casinoGame) });
export type GameState = z.infer<typeof gameState>;

export const gameStore = createStore<GameState>('game', { games: [] }, { schema: gameState });
