import type { BetSide } from '../../rules/money';
import type { MatchKey } from '../match/matchKey';

export type SlipMarket = 'odds' | 'bookmaker' | 'fancy';

/** What was clicked: the market, the runner or line, the side and the price seen at that moment. */
export interface SlipSelection {
  market: SlipMarket;
  key: MatchKey;
  /** Match odds / bookmaker: the market id; fancy: "{eventId}-{leagueId}-{matchId}" (BET-26). */
  marketId: string;
  marketName: string;
  selectionId: number;
  /** Runner name, or the fancy line's name. */
  selection: string;
  side: BetSide;
  /** Odds / bookmaker: the clicked price; fancy: the clicked line (runs). */
  price: number;
  /** Fancy: the clicked side's rate, and both sides' rates at click time (OPEN-063). */
  size?: number;
  backSize?: number;
  laySize?: number;
  /** Match odds / bookmaker: every runner of the market (BET-24). */
  runners: string[];
  eventName: string;
  sportsName: string;
  /** OPEN-054: the inplay query param, else matchOdds[0].inplay. */
  inPlay: boolean;
}

export interface OpenSlip {
  selection: SlipSelection;
  /** BET-06: a whole number, 0 when empty. */
  stake: number;
  /** Odds / bookmaker: the (possibly edited) rate sent as oddsReq; fancy: the line. */
  rate: number;
}
