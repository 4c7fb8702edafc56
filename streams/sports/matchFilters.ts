import type { Match, MarketRef } from '../../contract/sports';

const WINNER = /winner/i;
const KEPT_MARKET_WORDS = /tie|toss|complete/i;
const MATCH_ODDS = 'match odds';

/** HOME-09 OPEN-035 OPEN-036: a match entry is dropped when its marketName mentions "winner", is blank, or it is declared. */
export function isListedMatch(match: Match): boolean {
  return !match.declared && match.marketName.trim() !== '' && !WINNER.test(match.marketName);
}

/** HOME-10 OPEN-036: kept markets are "Match Odds" (whole name) or names containing tie, toss or complete. */
export function isListedMarket(market: MarketRef): boolean {
  const name = market.marketName.trim();
  return name.toLowerCase() === MATCH_ODDS || KEPT_MARKET_WORDS.test(name);
}

/** HOME-09 HOME-10 HOME-11: the list and sport-tree filter, matches first, then markets inside kept matches. */
export function listMatches(matches: readonly Match[]): Match[] {
  return matches.filter(isListedMatch).map((match) => ({ ...match, markets: match.markets.filter(isListedMarket) }));
}
