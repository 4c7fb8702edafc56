import autocannon from 'autocannon';
import { matchesResponse } from '../contract/sports';

/** 20 clients polling the odds of one in-play match, as many match pages would. */
export const ODDS_CLIENTS = 20;
const DURATION_S = 10;

/** Odds snapshot requests per second (GET v2/fetch-market-odds of an in-play match, served from memory). */
export async function measureOddsThroughput(baseUrl: string): Promise<string> {
  const list = matchesResponse.parse(await (await fetch(`${baseUrl}/api/v2/get-matches-by-eventid/4`)).json()).data;
  const match = list.find((candidate) => candidate.inPlay) ?? list[0];
  if (!match) throw new Error('the feed listed no cricket match');
  const url = `${baseUrl}/api/v2/fetch-market-odds/4/${match.competitionId}/${match.matchId}/${encodeURIComponent(match.joinedMarketIds)}`;
  const result = await autocannon({ url, connections: ODDS_CLIENTS, duration: DURATION_S });
  return [
    `GET v2/fetch-market-odds (${match.eventName}), ${ODDS_CLIENTS} concurrent clients for ${DURATION_S} s:`,
    `  ${Math.round(result.requests.average)} requests/s (p50 latency ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${result.non2xx} non-2xx)`,
  ].join('\n');
}
