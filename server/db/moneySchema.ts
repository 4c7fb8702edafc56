import type { Flag } from './schema';

/** Row types of the money tables: bets and their fills, the ledger, markets and positions (see schema.ts). */

export type BetStatus = 'open' | 'settled' | 'void';

export interface BetsTable {
  id: string;
  user_id: string;
  domain_id: string;
  event_id: number;
  league_id: string;
  match_id: string;
  market_id: string;
  market_type: string;
  market_name: string;
  sports_name: string;
  event_name: string;
  round_id: string | null;
  selection: string;
  selection_id: number;
  type: 'back' | 'lay';
  odds_req: number;
  price: number;
  size: number;
  stake_cents: number;
  favour_margin_cents: number;
  against_margin_cents: number;
  /** Exposure reserved while the bet is open. */
  liability_cents: number;
  status: BetStatus;
  idempotency_key: string | null;
  place_time: string;
  created_at: string;
  settled_at: string | null;
  bet_case: string | null;
  profit_loss_cents: number | null;
  remark: string;
  /** Exchange orders: the requested stake splits into these four parts; house bets are matched in full. */
  size_matched_cents: number;
  size_remaining_cents: number;
  size_cancelled_cents: number;
  size_lapsed_cents: number;
  /** Σ matched cents × price in hundredths (the average matched price is this over size_matched_cents). */
  matched_volume: number;
  order_status: OrderStatus;
  persistence: 'lapse' | 'persist' | 'cancel';
  /** Arrival order within the market (time priority). */
  order_seq: number;
  /** Commission on the user's net winnings of the market, kept on one of its bets there (P&L nets it). */
  commission_cents: number;
  /** A hedge order of a cash out: the value that cash out locked, in cents; null for every other bet. */
  cash_out_cents: number | null;
}

/** Betfair's names: EXECUTABLE while part of the order waits in the book, EXECUTION_COMPLETE once nothing does. */
export type OrderStatus = 'EXECUTABLE' | 'EXECUTION_COMPLETE';

/** One match between a back order and a lay order, at the waiting order's price. */
export interface FillsTable {
  id: string;
  market_id: string;
  selection_id: number;
  back_bet_id: string;
  lay_bet_id: string;
  back_user_id: string;
  lay_user_id: string;
  price: number;
  size_cents: number;
  created_at: string;
}

export type LedgerType = 'deposite' | 'withdraw';

/** Append-only: every change of money is one row (account statement, SRV-07). */
export interface LedgerTable {
  id: string;
  user_id: string;
  created_at: string;
  type: LedgerType;
  amount_cents: number;
  display_text: string;
  payee_balance_cents: number;
  payer_balance_cents: number;
  payer_id: string;
  remark: string;
  bet_id: string | null;
}

/** The market service's record of a market (server/markets): what bets are checked against. */
export interface MarketsTable {
  id: string;
  kind: 'casino' | 'matchOdds' | 'bookmaker' | 'fancy';
  event_id: number;
  league_id: string;
  match_id: string;
  event_name: string;
  sports_name: string;
  market_name: string;
  /** Casino: the current round; bets naming another round are refused. */
  round_id: string | null;
  in_play: Flag;
  /** JSON array of SelectionPrice. */
  selections: string;
  /** JSON array of winner sets (casino side bets), null = exactly one selection wins. */
  outcomes: string | null;
  status: 'open' | 'suspended' | 'closed' | 'settled' | 'void';
  /** JSON MarketResult once settled or voided. */
  result: string | null;
  opened_at: string;
  updated_at: string;
  /** Casino: when the round's betting window ends (ISO); bets after it are refused even before the close lands. */
  bets_close_at: string | null;
  /** The last order's arrival number on this market (exchange markets). */
  last_order_seq: number;
  /** Changes with every change of the market's waiting orders (server/markets/exchange/marketBooks.ts). */
  book_version: string;
}

/**
 * A user's net book on one market (one casino round): the worst case over its outcomes is the exposure the
 * position reserves while open. `book` is JSON {base, delta} in cents (server/markets/book.ts).
 */
export interface PositionsTable {
  user_id: string;
  market_id: string;
  /** The casino round, '' for other markets. */
  round_id: string;
  book: string;
  exposure_cents: number;
  open: Flag;
  updated_at: string;
  /** The liability of the user's orders still waiting on this market (part of exposure_cents). */
  unmatched_cents: number;
}
