import type { MarketKind } from './types';

/**
 * A user's net book on one market, in cents: the profit or loss under an outcome is `base` plus the `delta`
 * of every key the outcome makes true. A key is a selection that wins (match odds, bookmaker, casino) or a
 * fancy line the final runs reach (value >= line). Back bets lose unless their key is true, lay bets win
 * unless it is, so every bet adds to `base` what it makes when its key is false and to `delta[key]` the swing.
 */
export interface Book {
  base: number;
  delta: Record<string, number>;
}

export interface BookBet {
  /** Selection id, or the fancy line backed or laid. */
  key: number;
  type: 'back' | 'lay';
  favourCents: number;
  againstCents: number;
}

export const emptyBook = (): Book => ({ base: 0, delta: {} });

export function addToBook(book: Book, bet: BookBet): Book {
  const swing = bet.favourCents + bet.againstCents;
  const key = String(bet.key);
  const previous = book.delta[key] ?? 0;
  return bet.type === 'back'
    ? { base: book.base - bet.againstCents, delta: { ...book.delta, [key]: previous + swing } }
    : { base: book.base + bet.favourCents, delta: { ...book.delta, [key]: previous - swing } };
}

/** The book's profit (negative: loss) when exactly the keys in `trueKeys` are true. */
export const bookValue = (book: Book, trueKeys: readonly number[]): number =>
  trueKeys.reduce((sum, key) => sum + (book.delta[String(key)] ?? 0), book.base);

export interface OutcomeSpace {
  kind: MarketKind;
  /** The market's selection ids (any of them can win, bets or not). */
  selectionIds: readonly number[];
  /** Casino winner sets, when declared. */
  outcomes?: readonly (readonly number[])[] | null;
}

/**
 * Every outcome that can settle the market, as its set of true keys. Fancy: the runs below every line, then
 * each line reached in turn (the book only changes at a line). Casino with declared winner sets: those.
 * Otherwise exactly one selection wins.
 */
export function outcomesOf(space: OutcomeSpace, book: Book): number[][] {
  const keys = Object.keys(book.delta).map(Number);
  if (space.kind === 'fancy') {
    const lines = [...new Set(keys)].sort((a, b) => a - b);
    return [[], ...lines.map((_, index) => lines.slice(0, index + 1))];
  }
  if (space.kind === 'casino' && space.outcomes && space.outcomes.length > 0) return space.outcomes.map((set) => [...set]);
  return [...new Set([...space.selectionIds, ...keys])].map((id) => [id]);
}

/** The worst-case loss of the book over the market's outcomes, never negative (OPEN-130). */
export function exposureOfBook(space: OutcomeSpace, book: Book): number {
  const worst = Math.min(...outcomesOf(space, book).map((keys) => bookValue(book, keys)));
  return Math.max(0, -worst);
}
