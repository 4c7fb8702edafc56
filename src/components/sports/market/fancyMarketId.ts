import type { MatchKey } from '../../../../streams/sports/match/matchKey';

/** BET-26: fancy bets name the match as their market: "{eventId}-{leagueId}-{matchId}". */
export const fancyMarketId = (key: MatchKey): string => `${key.eventId}-${key.leagueId}-${key.matchId}`;
