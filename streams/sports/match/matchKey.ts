/** Which match a match page shows: route ids plus the match's joinedMarketIds (OPEN-047). */
export interface MatchKey {
  eventId: number;
  leagueId: string;
  matchId: string;
  marketIds: string;
}
