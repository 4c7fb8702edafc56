import type { FastifyInstance } from 'fastify';
import type { Deps } from '../deps';
import { badRequest, notFound } from '../errors';
import { publicEndpoint } from '../http/endpoint';
import { snapshotEndpoint } from '../http/snapshotEndpoint';
import { sportsList } from '../services/sports';

/** OPEN-047: {marketIds} is the match's joinedMarketIds, comma-separated. */
const MARKET_ID = /^[A-Za-z0-9_.:-]{1,64}$/;
function marketIdsOf(joined: string): string[] {
  const ids = joined.split(',').map((id) => id.trim());
  const bad = ids.find((id) => !MARKET_ID.test(id));
  if (bad !== undefined) throw badRequest(`params.marketIds: "${bad.slice(0, 64)}" is not a market id`);
  return ids;
}

/** SRV-16..23: the catalogue from the database, live data from the sports snapshots (built once per tick). */
export function registerSportRoutes(api: FastifyInstance, deps: Deps): void {
  const live = deps.sports;
  publicEndpoint(api, deps, 'events', async () => ({ status: true, data: await sportsList(deps.db) }));
  snapshotEndpoint(api, 'competitions', ({ eventId }) => live.competitions(eventId));
  snapshotEndpoint(api, 'matches', ({ eventId, legueId }) => live.matches(eventId, legueId));
  snapshotEndpoint(api, 'matchesBySport', ({ eventId }) => live.matchesBySport(eventId));
  snapshotEndpoint(api, 'marketOdds', ({ eventId, matchId, marketIds }) => live.marketOdds(eventId, matchId, marketIdsOf(marketIds)));
  snapshotEndpoint(api, 'bookmaker', ({ eventId, matchId }) => live.bookmaker(eventId, matchId));
  snapshotEndpoint(api, 'fancy', ({ eventId, matchId }) => live.fancy(eventId, matchId));
  snapshotEndpoint(api, 'horseRaces', () => live.horseSchedule());
  snapshotEndpoint(api, 'priceHistory', ({ eventId, matchId, marketId }) => {
    const answer = live.priceHistory(eventId, matchId, marketId);
    if (answer === undefined) throw notFound(`No price history for market ${marketId} of match ${matchId}`);
    return answer;
  });
}
