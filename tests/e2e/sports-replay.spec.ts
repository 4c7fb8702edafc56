import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { endpoints } from '../../contract/endpoints';
import { strings } from '../../contract/strings';
import type { Match, OddsMarket } from '../../contract/sports';
import { formatPosition } from '../../src/features/qa/formatPosition';
import { parseRecording } from '../../streams/qa/recording';
import { goTo, loadRecording, onStep } from './support/replayConsole';

/** Made by `scripts/record.ts --scenario match-in-play`: a match page from before its match went in play until it showed it. */
const RECORDING_FILE = 'tests/recordings/match-in-play.jsonl';
const parsed = parseRecording(readFileSync(RECORDING_FILE, 'utf8'));
if (!parsed.ok) throw new Error(parsed.error);
const { header, lines } = parsed.recording;

const oddsLines = lines.filter((line) => line.name === 'marketOdds');
/** The recorded match page's ids, from the path of its odds poll (fetch-market-odds/{eventId}/{leagueId}/{matchId}/…). */
const [, , eventId = '', , matchId = ''] = oddsLines[0]?.key.split('/') ?? [];
const listLines = lines.filter((line) => line.name === 'matchesBySport' && line.key.endsWith(`/${eventId}`));
const matchIn = (payload: unknown): Match | undefined =>
  endpoints.matchesBySport.response.parse(payload).data.find((match) => match.matchId === matchId);
const lastBefore = <T>(recorded: typeof lines, at: number, read: (payload: unknown) => T) =>
  read(recorded.filter((line) => line.t <= at).at(-1)?.payload);

/** When the match was due to start, on the recording's clock. */
const startsAt = Date.parse(matchIn(listLines[0]?.payload)?.openDate ?? '') - header.startedAt;
/** The first match list that has it in play: from then on the page shows it in play. */
const shownInPlayAt = listLines.find((line) => matchIn(line.payload)?.inPlay)?.t ?? Number.NaN;
/** The last odds the page had before the start, and the first list that shows the match in play. */
const BEFORE = onStep(oddsLines.filter((line) => line.t < startsAt).at(-1)?.t ?? Number.NaN);
const AFTER = onStep(shownInPlayAt);

const matchOddsAt = (at: number): OddsMarket | undefined =>
  lastBefore(oddsLines, at, (payload) =>
    endpoints.marketOdds.response.parse(payload).data.find((market) => market.marketName === strings.matchOdds),
  );

/** Seeks in the console, then opens the match page as the recording did (its in-play flag from the match record). */
async function openMatchAt(page: Page, at: number): Promise<void> {
  await page.evaluate(() => void (window.location.hash = '/test'));
  await goTo(page, at);
  await expect(page.getByRole('timer')).toContainText(formatPosition(at));
  const match = lastBefore(listLines, at, matchIn);
  await page.evaluate((url) => void (window.location.hash = url), match?.matchUrl ?? '');
}

/** The best back and lay of each Match Odds runner, as the page shows them and as the recording has them at `at`. */
async function expectPricesOf(page: Page, at: number): Promise<void> {
  const market = matchOddsAt(at);
  const region = page.getByRole('region', { name: strings.matchOdds });
  for (const runner of market?.runners ?? []) {
    for (const [side, levels] of [
      ['back', runner.ex.availableToBack],
      ['lay', runner.ex.availableToLay],
    ] as const) {
      await expect(
        region
          .getByRole('button', { name: `${side} ${runner.runner}`, exact: true })
          .locator('span')
          .first(),
      ).toHaveText(String(levels[0]?.price));
    }
  }
}

test('MKT-05 OPEN-001 replay of a match going in play: before the start the page shows its start time and the recorded prices, after it In Play and the new prices', async ({
  page,
}) => {
  expect(BEFORE).toBeLessThan(startsAt);
  expect(AFTER).toBeGreaterThan(startsAt);
  expect(matchOddsAt(BEFORE)).not.toEqual(matchOddsAt(AFTER));

  await page.goto('/#/test');
  await loadRecording(page, RECORDING_FILE);
  const banner = page.getByTestId('timing-banner');

  await openMatchAt(page, BEFORE);
  await expect(banner).toContainText(strings.startsAt);
  await expect(banner).not.toContainText(strings.inPlay);
  await expectPricesOf(page, BEFORE);

  await openMatchAt(page, AFTER);
  await expect(banner).toHaveText(strings.inPlay);
  await expectPricesOf(page, AFTER);
});
