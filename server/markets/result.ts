import type { BookBet } from './book';
import type { Market, MarketResult } from './types';

export type BetCase = 'win' | 'loss' | 'void';

export interface BetOutcome {
  betCase: BetCase;
  /** What the bet moves the balance by, in cents. */
  profitCents: number;
}

/** Whether the result makes a bet's key true: its selection won, or the runs reached its fancy line. */
function keyIsTrue(result: Exclude<MarketResult, { kind: 'void' }>, key: number): boolean {
  switch (result.kind) {
    case 'winner':
      return result.selectionId === key;
    case 'winners':
      return result.selectionIds.includes(key);
    case 'runs':
      return result.value >= key;
  }
}

/** SRV-35: a winning bet gains its favourMargin, a losing one loses its againstMargin, a void one nothing. */
export function outcomeOfBet(bet: BookBet, result: MarketResult): BetOutcome {
  if (result.kind === 'void') return { betCase: 'void', profitCents: 0 };
  if (result.kind === 'winners' && result.halfLost?.includes(bet.key)) {
    return bet.type === 'back'
      ? { betCase: 'loss', profitCents: -Math.round(bet.againstCents / 2) }
      : { betCase: 'win', profitCents: Math.round(bet.favourCents / 2) };
  }
  if (result.kind === 'winners' && result.halfWon?.includes(bet.key)) {
    return bet.type === 'back'
      ? { betCase: 'win', profitCents: Math.round(bet.favourCents / 2) }
      : { betCase: 'loss', profitCents: -Math.round(bet.againstCents / 2) };
  }
  const wins = keyIsTrue(result, bet.key) === (bet.type === 'back');
  return wins ? { betCase: 'win', profitCents: bet.favourCents } : { betCase: 'loss', profitCents: -bet.againstCents };
}

const sameSet = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((id) => b.includes(id));

/**
 * Refuses a result the market cannot have (an engine bug): exposure was reserved for the market's own
 * outcomes only, so any other result could take more than was reserved.
 */
export function assertResultFits(market: Market, result: MarketResult): void {
  const fail = (why: string) => {
    throw new Error(`market ${market.marketId}: ${why}`);
  };
  const ids = market.selections.map((selection) => selection.selectionId);
  if (result.kind === 'void') return;
  if (market.kind === 'fancy') {
    if (result.kind !== 'runs' || !Number.isFinite(result.value)) fail('a fancy line settles with runs');
    return;
  }
  if (result.kind === 'runs') return fail('only fancy lines settle with runs');
  const winners = result.kind === 'winner' ? [result.selectionId] : result.selectionIds;
  if (result.kind === 'winners' && result.halfLost?.some((id) => !ids.includes(id) || winners.includes(id)))
    fail('a half-lost selection is a loser of the market');
  if (result.kind === 'winners' && result.halfWon?.some((id) => !winners.includes(id)))
    fail('a half-won selection is a winner of the market');
  if (market.kind === 'casino' && market.outcomes && market.outcomes.length > 0) {
    if (!market.outcomes.some((set) => sameSet(set, winners))) fail(`winners ${winners.join(',')} are not a declared outcome`);
    return;
  }
  if (winners.length !== 1 || !ids.includes(winners[0] as number)) fail('exactly one of its selections wins');
}
