import type { Generated } from 'kysely';
import type { Layout } from '../../contract/domain';
import type { BetsTable, FillsTable, LedgerTable, MarketsTable, PositionsTable } from './moneySchema';

export type { BetsTable, BetStatus, FillsTable, LedgerTable, LedgerType, MarketsTable, OrderStatus, PositionsTable } from './moneySchema';

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
  /** The exposure limit of a bettor who signs up on this domain (our addition to the spec's API). */
  default_exposure_limit_cents: Generated<number>;
  created_at: string;
  /** Commission on a user's net winnings of a market, in basis points (default 200 = 2 %). */
  commission_bps: number;
  /** The in-play bet delays by sport name, in seconds, as JSON; a sport left out takes its default. */
  in_play_delays: Generated<string>;
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
  /** What the client reported (the spec's deviceIp); may be empty or anything. */
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
