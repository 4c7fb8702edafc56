import { round2 } from './round';
import type { BetSide } from './money';

/** The part of a placed bet that decides a runner's position: what it wins and what it risks. */
export interface PositionBet {
  selectionId: number;
  type: BetSide;
  favourMargin: number;
  againstMargin: number;
}

/** A back bet wins when its selection wins; a lay bet wins when any other selection wins. */
function outcome(bet: PositionBet, winnerId: number): number {
  const backsWinner = bet.selectionId === winnerId;
  const wins = bet.type === 'back' ? backsWinner : !backsWinner;
  return wins ? bet.favourMargin : -bet.againstMargin;
}

/**
 * OPEN-079 CAS-ALL-03 MKT-22: each selection's profit/loss if it wins — for back bets +favourMargin
 * on that selection and −againstMargin on any other one (lay bets the other way round).
 */
export function selectionPositions(bets: readonly PositionBet[], selectionIds: readonly number[]): Map<number, number> {
  return new Map(selectionIds.map((id) => [id, round2(bets.reduce((sum, bet) => sum + outcome(bet, id), 0))]));
}
