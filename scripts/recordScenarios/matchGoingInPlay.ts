/**
 * The `match-in-play` recording scenario: a match page from shortly before its match goes in play until the
 * page shows it in play. Run the server fast enough that the next start is seconds away and slow enough
 * that the match is still in play a minute later (the page learns of the start from the sport's match list,
 * refetched every 60 s): `SPORTS_SPEED=60`.
 */
import type { Page, Response } from '@playwright/test';
import { matchesResponse, type Match } from '../../contract/sports';
import { strings } from '../../contract/strings';

/** The page opens this long before the match's start, so the recording shows it pre-match first. */
const LEAD_MS = 8_000;
/** Longer than the 60 s after which the match list is refetched. */
const IN_PLAY_TIMEOUT_MS = 120_000;
const SPORT_IDS = [4, 1, 2];

async function matchesOf(origin: string, sportId: number): Promise<Match[]> {
  const answer = await fetch(`${origin}/api/v2/get-matches-by-eventid/${sportId}`);
  return matchesResponse.parse(await answer.json()).data;
}

/** Of every sport's matches, the next to go in play with time to open its page before it does. */
async function nextToStart(origin: string): Promise<Match> {
  const earliest = Date.now() + LEAD_MS + 2_000;
  const upcoming = (await Promise.all(SPORT_IDS.map((sportId) => matchesOf(origin, sportId))))
    .flat()
    .filter((match) => !match.inPlay && !match.declared && Date.parse(match.openDate) > earliest)
    .sort((a, b) => Date.parse(a.openDate) - Date.parse(b.openDate));
  const [next] = upcoming;
  if (!next) throw new Error('no match is about to start');
  return next;
}

/** The match list answer that has the match in play (the one the page shows it from). */
const listsInPlay = (match: Match) => async (response: Response) => {
  if (!response.url().endsWith(`/api/v2/get-matches-by-eventid/${match.eventId}`)) return false;
  const { data } = matchesResponse.parse(await response.json());
  return data.some((candidate) => candidate.matchId === match.matchId && candidate.inPlay);
};

const openHash = (page: Page, hash: string) => page.evaluate((target) => void (window.location.hash = target), hash);

export async function recordMatchGoingInPlay(page: Page, login: (page: Page) => Promise<void>): Promise<void> {
  // Logged in, the match page polls its markets live (a visitor gets one snapshot, MKT-23).
  await login(page);
  const origin = new URL(page.url()).origin;
  const match = await nextToStart(origin);
  await page.waitForTimeout(Date.parse(match.openDate) - LEAD_MS - Date.now());
  const inPlay = page.waitForResponse(listsInPlay(match), { timeout: IN_PLAY_TIMEOUT_MS });
  // Without the list link's inplay query the page takes the in-play flag from the match record (OPEN-054).
  await openHash(page, match.matchUrl);
  await page.getByRole('region', { name: strings.matchOdds }).first().waitFor();
  await inPlay;
  await page.getByTestId('timing-banner').filter({ hasText: strings.inPlay }).waitFor();
  // One more round of the markets' polls in play, then back to the console to stop.
  await page.waitForTimeout(2_500);
  await openHash(page, '/test');
}
