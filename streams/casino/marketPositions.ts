import type { ExistingBet } from '../../contract/bets';
import { selectionPositions } from '../rules/positions';
import { sliceBySizes } from './boardLayout';
import type { CasinoTableId } from './tables';

/**
 * The runners (t2, in order) that settle against each other, as sizes like the board's groups; the rest form the
 * last set. 20-20 Teenpatti's two pair-plus bets can both win, so each is a market of its own beside the players.
 */
const MARKET_SIZES: Record<CasinoTableId, readonly number[]> = {
  teen20: [2, 1],
  teen3Card: [],
  dragonTiger: [],
  dragonTiger20: [3, 2, 2, 2, 2, 13],
  dragonTiger202: [3, 2, 2, 2, 2, 13],
  fastDragonTiger: [],
  lucky7A: [2, 2, 2],
  lucky7B: [2, 2, 2],
};

/**
 * CAS-ALL-03 OPEN-079: each runner's profit/loss if it wins, over the round's bets in its own market only — a
 * Dragon bet moves the Dragon / Tie / Tiger tiles, never Dragon Even or the card tiles.
 */
export function marketPositions(table: CasinoTableId, bets: readonly ExistingBet[], selectionIds: readonly number[]): Map<number, number> {
  const positions = new Map<number, number>();
  for (const market of sliceBySizes(selectionIds, MARKET_SIZES[table])) {
    const own = bets.filter((bet) => market.includes(bet.selectionId));
    for (const [sid, value] of selectionPositions(own, market)) positions.set(sid, value);
  }
  return positions;
}
