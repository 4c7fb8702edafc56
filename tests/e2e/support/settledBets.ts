import type { z } from 'zod';
import type { BetPayload } from '../../../contract/bets';
import { endpoints } from '../../../contract/endpoints';
import type { MarketSpec } from '../../../server/markets/types';
import { betPayload } from '../../support/betPayload';
import { E2E_BASE_URL } from '../e2eEnv';
import { runAdminCommands } from './adminCli';

/** A match-odds market of a cricket match, as the sports feed would open it. */
const matchOdds = (matchId: string, home: string, away: string): MarketSpec => ({
  marketId: `e2e-${matchId}`,
  kind: 'matchOdds',
  eventId: 4,
  leagueId: 'e2e-league',
  matchId,
  eventName: `${home} v ${away}`,
  sportsName: 'Cricket',
  marketName: 'Match Odds',
  inPlay: true,
  selections: [
    { selectionId: 1, name: home, back: 2, lay: 2.02 },
    { selectionId: 2, name: away, back: 1.9, lay: 1.92 },
  ],
});

const openCommand = (spec: MarketSpec) => ({ args: ['market:open', '--json', JSON.stringify(spec)] });

type SignedIn = NonNullable<z.output<typeof endpoints.signIn.response>['data']>;

/** Signs in as the app does (POST /auth/signin); the answer is what the app stores (STATE-01). */
async function signIn(userName: string, password: string): Promise<SignedIn> {
  const answer = await fetch(`${E2E_BASE_URL}/api/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', d: 'localhost' },
    body: JSON.stringify({ userName, password, deviceIp: '', ipInfo: { query: '' } }),
  });
  const data = endpoints.signIn.response.parse(await answer.json()).data;
  if (!data) throw new Error(`sign-in of ${userName} failed`);
  return data;
}

async function userHeaders(token: string): Promise<Record<string, string>> {
  const domain = (await (await fetch(`${E2E_BASE_URL}/api/domain/host/localhost`)).json()) as { data: { _id: string } };
  return { 'content-type': 'application/json', 'User-Token': token, Authorization: `Bearer ${token}`, d: domain.data._id };
}

async function placeBet(headers: Record<string, string>, payload: BetPayload): Promise<void> {
  const answer = await fetch(`${E2E_BASE_URL}/api/bet/save2`, { method: 'POST', headers, body: JSON.stringify(payload) });
  const body = (await answer.json()) as { status: boolean; message: string };
  if (!body.status) throw new Error(`bet refused: ${body.message}`);
}

/** A back bet on the first team, placed now (the record pages read today's window). */
const backBet = (spec: MarketSpec, stake: number) => betPayload(spec, { stake, placeTime: new Date().toISOString() });

/**
 * A bettor with `matches` settled cricket matches "Team i v Team i+1" of 2 back bets each on the first team
 * (won on odd matches, lost on even ones) and one open bet on "Open A v Open B": what every record page reads.
 * Accounts and markets through the operator's commands, bets through POST /bet/save2 as the app places them.
 */
export async function bettorWithSettledBets(userName: string, password: string, matches: number): Promise<SignedIn> {
  const specs = Array.from({ length: matches }, (_, index) =>
    matchOdds(`${userName}-m${index + 1}`, `Team ${index + 1}`, `Team ${index + 2}`),
  );
  const open = matchOdds(`${userName}-open`, 'Open A', 'Open B');
  await runAdminCommands([
    {
      args: [
        'user:create',
        '--host',
        'localhost',
        '--username',
        userName,
        '--password-stdin',
        '--balance',
        '100000',
        '--exposure-limit',
        '100000',
      ],
      input: password,
    },
    ...[...specs, open].map(openCommand),
  ]);
  const session = await signIn(userName, password);
  const headers = await userHeaders(session.userToken);
  await Promise.all(
    specs.map(async (spec, index) => {
      await placeBet(headers, backBet(spec, 100 * (index + 1)));
      await placeBet(headers, backBet(spec, 150));
    }),
  );
  await placeBet(headers, backBet(open, 100));
  await runAdminCommands(
    specs.map((spec, index) => ({ args: ['market:settle', '--market-id', spec.marketId, '--winner', String(index % 2 === 0 ? 1 : 2)] })),
  );
  return session;
}

/**
 * STATE-05: the browser storage of a signed-in app (the persisted auth slice), for `test.use({ storageState })`:
 * a journey then opens its page signed in, in one page load.
 */
export const signedInStorage = (session: SignedIn) => ({
  cookies: [],
  origins: [
    {
      origin: E2E_BASE_URL,
      localStorage: [
        { name: 'state.auth', value: JSON.stringify({ accessToken: session.userToken, isLoggedIn: true, userDetails: session.user }) },
      ],
    },
  ],
});
