import type { BetsTable } from '../db/schema';
import type { BookBet } from './book';
import type { MarketKind } from './types';

/** A stored bet as the book sees it: fancy bets hinge on their line, the others on their selection. */
export const bookBetOfRow = (
  bet: Pick<BetsTable, 'selection_id' | 'price' | 'type' | 'favour_margin_cents' | 'against_margin_cents'>,
  kind: MarketKind,
): BookBet => ({
  key: kind === 'fancy' ? Number(bet.price) : Number(bet.selection_id),
  type: bet.type,
  favourCents: Number(bet.favour_margin_cents),
  againstCents: Number(bet.against_margin_cents),
});
