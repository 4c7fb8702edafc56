import type { ExistingBet } from '../../contract/bets';
import { selectionPositions } from '../rules/positions';
import { sliceBySizes } from './boardLayout';
import { CASINO_TABLES, type CasinoTableId } from './tables';

/**
 * CAS-ALL-03 OPEN-079: each runner's profit/loss if it wins, over the round's bets in its own market only — a
 * Dragon bet moves the Dragon / Tie / Tiger tiles, never Dragon Even or the card tiles.
 */
export function marketPositions(table: CasinoTableId, bets: readonly ExistingBet[], selectionIds: readonly number[]): Map<number, number> {
  const positions = new Map<number, number>();
  for (const market of sliceBySizes(selectionIds, CASINO_TABLES[table].exclusiveSets)) {
    const own = bets.filter((bet) => market.includes(bet.selectionId));
    for (const [sid, value] of selectionPositions(own, market)) positions.set(sid, value);
  }
  return positions;
}
