import type { Generated } from 'kysely';
import type { Layout } from '../../contract/domain';

/**
 * Row types of every table. Portable across SQLite and PostgreSQL: text ids, ISO-8601 text timestamps,
 * booleans as 0/1 integers, money as integer cents (`*_cents`, bigint), prices as double precision.
 */
export interface Database {
  domains: DomainsTable;
  domain_hosts: DomainHostsTable;
  banners: BannersTable;
  notices: NoticesTable;
  min_max: MinMaxTable;
  sports: SportsTable;
  users: UsersTable;
  sessions: SessionsTable;
  login_activity: LoginActivityTable;
  password_history: PasswordHistoryTable;
  bets: BetsTable;
  ledger: LedgerTable;
  event_locks: EventLocksTable;
  auth_throttle: AuthThrottleTable;
  markets: MarketsTable;
  positions: PositionsTable;
  casino_rounds: CasinoRoundsTable;
  casino_live: CasinoLiveTable;
  feed_live: FeedLiveTable;
  domain_pages: DomainPagesTable;
  user_stakes: UserStakesTable;
  fills: FillsTable;
}

export type Flag = 0 | 1;

export interface DomainsTable {
  id: string;
  title: string;
  fav_icon_url: string;
  logo_url: string;
  primary_color: string;
  secondary_color: string;
  background_color: string;
  layout: Layout;
  signup: Flag;
  status: string;
  casino_image_key: string;
  default_dark_mode: Flag;
  /** The exposure limit of a bettor who signs up on this domain (our addition to SPEC §7). */
  default_exposure_limit_cents: Generated<number>;
  created_at: string;
  /** Commission on a user's net winnings of a market, in basis points (default 200 = 2 %). */
  commission_bps: number;
}

export interface DomainHostsTable {
  host: string;
  domain_id: string;
}

export interface BannersTable {
  id: string;
  domain_id: string;
  url: string;
  position: number;
}

export interface NoticesTable {
  id: string;
  domain_id: string;
  text: string;
  position: number;
}

/** Stake limits in whole currency units; delay in seconds (BET-23). */
export interface MinMaxTable {
  domain_id: string;
  odds_min: number;
  odds_max: number;
  fancy_min: number;
  fancy_max: number;
  bookmaker_min: number;
  bookmaker_max: number;
  delay_seconds: number;
  advance_bet_lock: Flag;
}

export interface SportsTable {
  id: string;
  event_id: number | null;
  name: string;
  position: number;
}

export interface UsersTable {
  id: string;
  domain_id: string;
  user_name: string;
  /** userNameKey(user_name): unique per domain, what sign-in and account creation compare (any case). */
  user_name_key: string;
  /** `scrypt$N$r$p$salt$hash`, never the password itself. */
  password_hash: string;
  role_name: string;
  /** JSON array of strings. */
  role_permissions: string;
  name: string;
  mobile: string;
  currency: string;
  balance_cents: number;
  exposure_limit_cents: number;
  created_at: string;
  /** 1 on the domain's demo account (tied to the domain id, not to its title). */
  is_demo: Generated<Flag>;
  /** 0 = deactivated: cannot sign in, its sessions are refused. */
  active: Generated<Flag>;
}

export interface SessionsTable {
  /** SHA-256 of the token; the token itself is never stored. */
  token_hash: string;
  user_id: string;
  created_at: string;
  expires_at: string;
}

export interface LoginActivityTable {
  id: string;
  domain_id: string | null;
  /** Null when the user name did not match an account. */
  user_id: string | null;
  user_name: string;
  login_time: string;
  login_status: 'Success' | 'Failed';
  /** What the client reported (SPEC §3 deviceIp); may be empty or anything. */
  device_ip: string;
  /** The address the server saw (through trusted proxies only). */
  server_ip: string;
  isp: string;
  city: string;
  state: string;
  country: string;
}

export interface PasswordHistoryTable {
  id: string;
  user_id: string;
  updated_of: string;
  updated_by: string;
  created_at: string;
}

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

/** Failed attempts per key (`ip:…`, `account:…`, `account-ip:…`, `password:…`), counted in a window (trust). */
export interface AuthThrottleTable {
  key: string;
  failures: number;
  window_start: string;
  last_failure_at: string;
  expires_at: string;
}

export interface EventLocksTable {
  user_id: string;
  event_id: number;
  locked: Flag;
  updated_at: string;
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

/** One casino round: the seed stays private until the round is settled (`settled_at` set). */
export interface CasinoRoundsTable {
  mid: string;
  table_key: string;
  event_id: number;
  hash: string;
  seed: string;
  started_at: string;
  settled_at: string | null;
  /** Comma-separated card codes, in slot order. */
  cards: string | null;
  win: string | null;
  result: string | null;
}

/** The public view of each table as its dealing process last published it (read by the other processes). */
export interface CasinoLiveTable {
  table_key: string;
  /** JSON of server/live/casinoView PublicTable. */
  body: string;
  updated_at: string;
}
/** The sports feeds' public answers as their leading process last published them (sports, several processes). */
export interface FeedLiveTable {
  feed_key: string;
  /** JSON of server/live/sportsSnapshots dump(). */
  body: string;
  updated_at: string;
}
/** The footer pages' text an operator set for a domain (shell, OPEN-012). */
export interface DomainPagesTable {
  domain_id: string;
  slug: string;
  body: string;
  updated_at: string;
}

/** A bettor's eight stake presets (PROF-10), a JSON array of whole numbers. */
export interface UserStakesTable {
  user_id: string;
  stakes: string;
  updated_at: string;
}
