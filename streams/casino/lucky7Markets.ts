import type { CasinoGame, CasinoMarket } from '../../contract/casino';
import type { CasinoTableId } from './tables';

/** CAS-L7-01 OPEN-099: the fixed Lucky 7 markets, with the ids the reference server gives them (`{matchId}-{slug}`). */
export const LUCKY7_FIXED_MARKETS = [
  { slug: 'winner', markettype: 'Winner' },
  { slug: 'lucky-odd-even', markettype: 'Lucky Odd/Even' },
  { slug: 'lucky-color', markettype: 'Lucky Color' },
  { slug: 'lucky-card', markettype: 'Lucky Card' },
] as const;

const LUCKY7_TABLES: readonly CasinoTableId[] = ['lucky7A', 'lucky7B'];

/** CAS-L7-02: every fixed market but Winner is suspended until the games list names the markets. */
export function fixedLucky7Markets(matchId: string): CasinoMarket[] {
  return LUCKY7_FIXED_MARKETS.map(({ slug, markettype }) => ({
    marketId: `${matchId}-${slug}`,
    markettype,
    suspended: markettype !== 'Winner',
  }));
}

/** CAS-L7-04 CAS-L7A-06 CAS-L7B-04: Lucky 7-A and 7-B take the games list's markets, else the fixed ones. */
export function tableMarkets(table: CasinoTableId, game: CasinoGame): CasinoMarket[] {
  if (LUCKY7_TABLES.includes(table) && game.markets.length === 0) return fixedLucky7Markets(game.matchId);
  return game.markets;
}
