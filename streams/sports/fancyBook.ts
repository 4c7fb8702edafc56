import type { ExistingBet } from '../../contract/bets';
import { round2 } from '../rules/round';

export type FancyBookBet = Pick<ExistingBet, 'type' | 'price' | 'size' | 'stake'>;

export interface BookRow {
  run: number;
  position: number;
}

/** OPEN-045: a Yes bet at line p wins stake × size / 100 from run p up; a No bet wins the stake below p. */
function betOutcome(bet: FancyBookBet, run: number): number {
  const rateAmount = (bet.stake * bet.size) / 100;
  const reached = run >= bet.price;
  if (bet.type === 'back') return reached ? rateAmount : -bet.stake;
  return reached ? -rateAmount : bet.stake;
}

/** MKT-16 OPEN-045: the user's position at every run from (lowest line − 1) to (highest line + 1). */
export function fancyBook(bets: readonly FancyBookBet[]): BookRow[] {
  if (bets.length === 0) return [];
  const lines = bets.map((bet) => bet.price);
  const first = Math.floor(Math.min(...lines)) - 1;
  const last = Math.ceil(Math.max(...lines)) + 1;
  return Array.from({ length: last - first + 1 }, (_, index) => {
    const run = first + index;
    return { run, position: round2(bets.reduce((sum, bet) => sum + betOutcome(bet, run), 0)) };
  });
}
