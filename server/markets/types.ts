/**
 * The market model every engine drives (casino rounds, match odds, bookmaker, fancy lines) and the one
 * service through which a market is opened, repriced, suspended, closed and settled. Engines call the
 * service, never the database; bets (POST /bet/save2) are checked against what the service last recorded.
 */
export type MarketKind = 'casino' | 'matchOdds' | 'bookmaker' | 'fancy';

/** open: bets taken; suspended: shown, no bets; closed: no bets, awaiting a result; settled / void: final. */
export type MarketStatus = 'open' | 'suspended' | 'closed' | 'settled' | 'void';

/**
 * One selection's current prices. Casino: `back` is the rate. Match odds: best back / best lay (level 1).
 * Bookmaker: back / lay rates (e.g. 45 = 0.45 per unit staked). Fancy: `lay` is the "No" line in runs and
 * `back` the "Yes" line; `laySize` / `backSize` are their rates (e.g. 100 = even money). null = not offered.
 */
export interface SelectionPrice {
  selectionId: number;
  name: string;
  back: number | null;
  lay: number | null;
  backSize?: number | null;
  laySize?: number | null;
  /** A single runner can be suspended while its market is open (bookmaker, casino side bets). */
  suspended?: boolean;
  /** Exchange markets: the market maker's size at the best level, in currency units (deeper levels less). */
  quoteSize?: number;
}

export interface MarketSpec {
  marketId: string;
  kind: MarketKind;
  /** Sport id (4 cricket, 1 soccer, 2 tennis, 10 horse racing) or the casino table's event id. */
  eventId: number;
  leagueId: string;
  matchId: string;
  /** Match or table name, as bet records show it ("India v Australia", "20-20 Teenpatti"). */
  eventName: string;
  /** "Cricket", "Soccer", "Tennis", "Horse Racing" or "Casino". */
  sportsName: string;
  /** "Match Odds", "Bookmaker", the fancy line's name, or the casino market's name. */
  marketName: string;
  /** Casino: the round id (mid); a bet must name the current round. */
  roundId?: string | null;
  /**
   * Casino: when the round's betting window ends (ISO), from the round's own timeline. A bet after it is refused
   * even while the market's recorded close has not landed (a stalled database), in any API process.
   */
  betsCloseAt?: string | null;
  /** Whether the event is in play (advanceBetLock applies only before it is). */
  inPlay?: boolean;
  selections: SelectionPrice[];
  /**
   * Casino markets with side bets: every winner set a round can end with (e.g. [[1], [2], [3], [1, 4]]);
   * exposure is the worst case over them and `settle` refuses a `winners` result that is not one of them.
   * Absent: exactly one selection wins (OPEN-079), as for match odds and bookmaker.
   */
  outcomes?: number[][];
}

/**
 * Fancy bets name the match (marketId "{eventId}-{leagueId}-{matchId}", BET-26) and the line (selectionId):
 * each fancy line is its own market, opened under this id.
 */
export const fancyMarketId = (matchMarketId: string, selectionId: number): string => `${matchMarketId}:${selectionId}`;

/** The marketId the client sent for a bet on the market (fancy: the match-level id). */
export const clientMarketId = (marketId: string, kind: MarketKind): string =>
  kind === 'fancy' ? marketId.replace(/:[^:]*$/, '') : marketId;

export interface Market extends MarketSpec {
  status: MarketStatus;
  openedAt: string;
  updatedAt: string;
}

/**
 * How a market ended. `winner`: exactly one selection won (match odds, bookmaker). `winners`: every listed
 * selection won, every other lost (casino rounds with side bets; a tie names the tie runner), but a back bet on
 * a `halfLost` selection loses half its stake (Amar Akbar Anthony's Under 7 / Over 7 on a 7) and one on a `halfWon`
 * winner gains half its profit (Banker winning on 6). `runs`: a fancy
 * line's final value (Yes wins when value >= the line backed, No when value < the line laid). `void`: stakes back.
 */
export type MarketResult =
  | { kind: 'winner'; selectionId: number }
  | { kind: 'winners'; selectionIds: number[]; halfLost?: number[]; halfWon?: number[] }
  | { kind: 'runs'; value: number }
  | { kind: 'void' };

export interface SettlementSummary {
  marketId: string;
  /** False when the market was already settled or voided: settling twice changes nothing. */
  applied: boolean;
  betsSettled: number;
}

export interface MarketService {
  /**
   * Creates the market (status open), or re-opens and replaces the spec of one not yet settled. A casino
   * market settled for one round re-opens for the next when the spec names a new roundId; opening a new
   * round while the previous one still has open bets throws (settle it first).
   */
  open(spec: MarketSpec): Promise<Market>;
  /** Replaces the current prices; bets at any other price are refused with "Bet rate changed!". */
  reprice(marketId: string, selections: SelectionPrice[], inPlay?: boolean): Promise<void>;
  suspend(marketId: string): Promise<void>;
  resume(marketId: string): Promise<void>;
  /** Betting closed for good (a casino round's countdown ended, a match completed); a result follows. */
  close(marketId: string): Promise<void>;
  /** Settles every open bet of the market, releases its exposure, moves balances, writes ledger rows. */
  settle(marketId: string, result: MarketResult): Promise<SettlementSummary>;
  get(marketId: string): Promise<Market | undefined>;
  /**
   * Exchange markets: the sport's market maker re-quotes the market's book around its current
   * prices where they moved or its orders were matched. Nothing happens on other markets or while not open.
   */
  quote(marketId: string): Promise<void>;
  /** Exchange markets: each runner's best three levels each side (sizes in currency units), by market id. */
  levels(marketIds: readonly string[]): Promise<Map<string, Map<number, OddsLevels>>>;
}

/** One runner's levels as the odds snapshot shows them (the spec's ex.availableToBack / availableToLay). */
export interface OddsLevels {
  availableToBack: { price: number; size: number }[];
  availableToLay: { price: number; size: number }[];
}
