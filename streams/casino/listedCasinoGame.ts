import { z } from 'zod';
import { casinoGame, type CasinoGame } from '../../contract/casino';
import { CASINO_TABLES, tableByGameName } from './tables';

/** A games-list entry with its casino type always present (what the streams hand on). */
export const listedCasinoGame = casinoGame.extend({ casinoType: z.string() });
export type ListedCasinoGame = z.infer<typeof listedCasinoGame>;

/**
 * The spec does not list `casinoType` on a game: the server's own value when it sent one, else the type of
 * the table its name launches (OPEN-089), else '' (no known type: the play page says "launched soon").
 */
export function withCasinoType(game: CasinoGame): ListedCasinoGame {
  const table = tableByGameName(game.name);
  return { ...game, casinoType: game.casinoType ?? (table ? CASINO_TABLES[table].casinoType : null) ?? '' };
}
