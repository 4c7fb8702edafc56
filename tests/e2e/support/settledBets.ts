import type { BetPayload } from '../../../contract/bets';
import { E2E_BASE_URL } from '../e2eEnv';
import { createUser, runAdmin } from './adminCli';

interface Runner {
  selectionId: number;
  name: string;
  back: number;
  lay: number;
}

/** A match-odds market of a cricket match, opened through the operator CLI as the sports feed would. */
function openMatchOdds(matchId: string, eventName: string, runners: Runner[]): string {
  const marketId = `e2e-${matchId}`;
  const spec = {
    marketId,
    kind: 'matchOdds',
    eventId: 4,
    leagueId: 'e2e-league',
    matchId,
    eventName,
    sportsName: 'Cricket',
    marketName: 'Match Odds',
    inPlay: true,
    selections: runners,
  };
  runAdmin('market:open', '--json', JSON.stringify(spec));
  return marketId;
}

async function signIn(userName: string, password: string): Promise<Record<string, string>> {
  const answer = await fetch(`${E2E_BASE_URL}/api/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', d: 'localhost' },
    body: JSON.stringify({ userName, password, deviceIp: '', ipInfo: { query: '' } }),
  });
  const body = (await answer.json()) as { data: { userToken: string } };
  const token = body.data.userToken;
  const domain = (await (await fetch(`${E2E_BASE_URL}/api/domain/host/localhost`)).json()) as { data: { _id: string } };
  return { 'content-type': 'application/json', 'User-Token': token, Authorization: `Bearer ${token}`, d: domain.data._id };
}

async function placeBet(headers: Record<string, string>, payload: BetPayload): Promise<void> {
  const answer = await fetch(`${E2E_BASE_URL}/api/bet/save2`, { method: 'POST', headers, body: JSON.stringify(payload) });
  const body = (await answer.json()) as { status: boolean; message: string };
  if (!body.status) throw new Error(`bet refused: ${body.message}`);
}

const backBet = (matchId: string, marketId: string, eventName: string, runners: Runner[], stake: number): BetPayload => ({
  eventId: 4,
  legueId: 'e2e-league',
  matchId,
  marketId,
  sportsName: 'Cricket',
  event: eventName,
  markettype: 'Match Odds',
  market: 'Match Odds',
  selection: runners[0]!.name,
  selectionId: runners[0]!.selectionId,
  type: 'back',
  oddsReq: runners[0]!.back,
  runnersCount: runners.length,
  runners: runners.map((runner) => runner.name),
  stake,
  placeTime: new Date().toISOString(),
  favourMargin: 0,
  againstMargin: 0,
});

/**
 * A bettor with `matches` settled cricket matches of 2 back bets each on the first team (won on odd matches, lost
 * on even ones) and one open bet: what every record page reads.
 */
export async function bettorWithSettledBets(userName: string, password: string, matches: number): Promise<void> {
  createUser(userName, password, 100_000);
  const headers = await signIn(userName, password);
  for (let index = 1; index <= matches; index += 1) {
    const matchId = `${userName}-m${index}`;
    const eventName = `Team ${index} v Team ${index + 1}`;
    const runners = [
      { selectionId: 1, name: `Team ${index}`, back: 2, lay: 2.02 },
      { selectionId: 2, name: `Team ${index + 1}`, back: 1.9, lay: 1.92 },
    ];
    const marketId = openMatchOdds(matchId, eventName, runners);
    await placeBet(headers, backBet(matchId, marketId, eventName, runners, 100 * index));
    await placeBet(headers, backBet(matchId, marketId, eventName, runners, 150));
    runAdmin('market:settle', '--market-id', marketId, '--winner', String(index % 2 === 1 ? 1 : 2));
  }
  const openRunners = [
    { selectionId: 1, name: 'Open A', back: 1.5, lay: 1.52 },
    { selectionId: 2, name: 'Open B', back: 2.6, lay: 2.64 },
  ];
  const openMarket = openMatchOdds(`${userName}-open`, 'Open A v Open B', openRunners);
  await placeBet(headers, backBet(`${userName}-open`, openMarket, 'Open A v Open B', openRunners, 100));
}
