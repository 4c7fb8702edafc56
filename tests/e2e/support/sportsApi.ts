import { expect } from '@playwright/test';
import { bookmakerResponse, fancyResponse, matchesResponse, type Match } from '../../../contract/sports';
import type { ApiSession } from './apiSession';
import { matchOdds, matchOddsPayload } from './exchangeOrders';

const getJson = async (url: string): Promise<unknown> => (await fetch(url)).json();

/** The in-play soccer matches, the one that kicked off first (nearest its end) first. */
export async function inPlaySoccer(baseUrl: string): Promise<Match[]> {
  const { data } = matchesResponse.parse(await getJson(`${baseUrl}/api/v2/get-matches-by-eventid/1`));
  return data.filter((match) => match.inPlay).sort((a, b) => Date.parse(a.openDate) - Date.parse(b.openDate));
}

/**
 * HOME-18: the in-play cricket matches whose Bookmaker takes bets now (open, a runner with a back rate) and, with
 * `withFancy`, a fancy line too (no "Ball Running" or suspension): their match ids.
 */
export async function cricketTakingBets(baseUrl: string, { withFancy = false } = {}): Promise<Set<string>> {
  const { data } = matchesResponse.parse(await getJson(`${baseUrl}/api/v2/get-matches-by-eventid/4`));
  const open = await Promise.all(
    data
      .filter((match) => match.inPlay)
      .map(async (match) => {
        const path = `${match.eventId}/${match.competitionId}/${match.matchId}`;
        const markets = bookmakerResponse.parse(await getJson(`${baseUrl}/api/v2/fetch-bookmaker-odds/${path}`)).data;
        const bookmakerOpen = markets.some((market) => market.status === 'OPEN' && market.runners.some((runner) => runner.back > 0));
        const fancyOpen = async () =>
          fancyResponse
            .parse(await getJson(`${baseUrl}/api/v2/fetch-market-session/${path}`))
            .data.fancy.some((line) => line.GameStatus === '' && line.BackPrice1 > 0);
        return bookmakerOpen && (!withFancy || (await fancyOpen())) ? [match.matchId] : [];
      }),
  );
  return new Set(open.flat());
}

/**
 * Bets on a runner of the match's Match Odds at the best price on offer, as the slip sends it (BET-24). False
 * when the market is not open or the price moved meanwhile: the caller tries again.
 */
export async function betOnMatchOdds(
  baseUrl: string,
  session: ApiSession,
  match: Match,
  runnerIndex: number,
  type: 'back' | 'lay',
): Promise<boolean> {
  const market = await matchOdds(baseUrl, match);
  const runner = market?.runners[runnerIndex];
  const rate = (type === 'back' ? runner?.ex.availableToBack : runner?.ex.availableToLay)?.[0]?.price;
  if (!market || market.status !== 'OPEN' || !runner || !rate) return false;
  const payload = matchOddsPayload(match, market, runnerIndex, type, rate, 500);
  const answer = await fetch(`${baseUrl}/api/bet/save2`, { method: 'POST', headers: session.headers, body: JSON.stringify(payload) });
  return ((await answer.json()) as { status: boolean }).status;
}

/**
 * Bets on the Match Odds of the first of `candidates()` that takes the bet, asking again until one does: a
 * market suspends for 30 s at the kick-off and 20 s at a goal, and a price may move between reading and sending.
 */
export async function betOnFirstTaking(
  baseUrl: string,
  session: ApiSession,
  bet: { runnerIndex: number; type: 'back' | 'lay' },
  candidates: () => Promise<Match[]>,
  timeout: number,
): Promise<Match> {
  let taken: Match | undefined;
  await expect
    .poll(
      async () => {
        for (const match of await candidates()) {
          if (!(await betOnMatchOdds(baseUrl, session, match, bet.runnerIndex, bet.type))) continue;
          taken = match;
          return true;
        }
        return false;
      },
      { timeout },
    )
    .toBe(true);
  if (!taken) throw new Error('no bet taken');
  return taken;
}

/** How many of the bettor's bets are settled (bet history, status settled, every sport). */
export async function settledBetCount(baseUrl: string, session: ApiSession): Promise<number> {
  const body = {
    status: 'settled',
    sportsName: 'all',
    from: new Date(Date.now() - 86_400_000).toISOString(),
    to: new Date(Date.now() + 86_400_000).toISOString(),
  };
  const answer = await fetch(`${baseUrl}/api/bet/history/test/1/10`, {
    method: 'POST',
    headers: session.headers,
    body: JSON.stringify(body),
  });
  return ((await answer.json()) as { pageItems?: unknown[] }).pageItems?.length ?? 0;
}
