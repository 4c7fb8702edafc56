import { matchesResponse } from '../contract/sports';
import { measureSnapshotThroughput } from './snapshotThroughput';

/** Odds snapshot requests per second (GET v2/fetch-market-odds of an in-play match, served from memory). */
export async function measureOddsThroughput(baseUrl: string): Promise<string> {
  const list = matchesResponse.parse(await (await fetch(`${baseUrl}/api/v2/get-matches-by-eventid/4`)).json()).data;
  const match = list.find((candidate) => candidate.inPlay) ?? list[0];
  if (!match) throw new Error('the feed listed no cricket match');
  const url = `${baseUrl}/api/v2/fetch-market-odds/4/${match.competitionId}/${match.matchId}/${encodeURIComponent(match.joinedMarketIds)}`;
  return measureSnapshotThroughput(url, `v2/fetch-market-odds (${match.eventName})`);
}
