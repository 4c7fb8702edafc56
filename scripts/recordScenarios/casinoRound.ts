/**
 * The `casino-<table>` recording scenarios: one live table's page through the end of a round — opened while
 * betting is still open, then closed, the cards turned one by one and the result at the head of Recent Result.
 * Run the server at the real casino pace (`CASINO_TICK_MS` 1000, the default): the page polls once a second,
 * so each closed moment and each turned card gets an answer of its own (faster rounds skip some).
 */
import type { Page, Response } from '@playwright/test';
import { casinoDataResponse, casinoGamesResponse } from '../../contract/casino';
import { CASINO_TABLES, type CasinoTableId } from '../../streams/casino/tables';

/** How often the script reads the table before it opens its page. */
const ROUND_WATCH_MS = 100;
/**
 * The page opens when the countdown reaches this: its first answer (after the 1.4 s launch backdrop) still has
 * betting open on every table (20-20 Teenpatti closes below 6), and the recording skips most of the long wait.
 */
const OPEN_AT = 12;
/** A round lasts under 40 s; wait for two. */
const ROUND_TIMEOUT_MS = 90_000;
/** After the result: one more poll of the table, so the recording ends on the finished round. */
const AFTER_RESULT_MS = 1_500;

const openHash = (page: Page, hash: string) => page.evaluate((target) => void (window.location.hash = target), hash);

async function tableAddress(origin: string, table: CasinoTableId): Promise<{ eventId: number; dataUrl: string }> {
  const { gameName, casinoType } = CASINO_TABLES[table];
  const games = casinoGamesResponse.parse(await (await fetch(`${origin}/api/sports/casino/games`)).json()).data;
  const game = games.find((candidate) => candidate.name === gameName);
  if (!game) throw new Error(`${gameName} is not in the games list`);
  return { eventId: game.eventId, dataUrl: `${origin}/api/casino/data/${casinoType}/${game.eventId}` };
}

/** Waits until the table's countdown reaches OPEN_AT (within two ticks) and returns that round's id. */
async function roundAtOpening(dataUrl: string): Promise<string> {
  const deadline = Date.now() + ROUND_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const round = casinoDataResponse.parse(await (await fetch(dataUrl)).json()).data.t1[0];
    if (round && round.autotime <= OPEN_AT && round.autotime > OPEN_AT - 2) return round.mid;
    await new Promise((resolve) => setTimeout(resolve, ROUND_WATCH_MS));
  }
  throw new Error(`${dataUrl} never counted down to ${OPEN_AT} within ${ROUND_TIMEOUT_MS} ms`);
}

/** The page's table answer that has round `mid` at the head of its results. */
const resultOf = (dataUrl: string, mid: string) => async (response: Response) =>
  response.url() === dataUrl && casinoDataResponse.parse(await response.json()).data.result[0]?.mid === mid;

export async function recordCasinoRound(page: Page, table: CasinoTableId, login: (page: Page) => Promise<void>): Promise<void> {
  // Logged in, as a bettor sees a table (the round's bet list and the balance beside it).
  await login(page);
  const origin = new URL(page.url()).origin;
  const { eventId, dataUrl } = await tableAddress(origin, table);
  const mid = await roundAtOpening(dataUrl);
  const finished = page.waitForResponse(resultOf(dataUrl, mid), { timeout: ROUND_TIMEOUT_MS });
  await openHash(page, `/play-casino-new/${eventId}/${CASINO_TABLES[table].casinoType}`);
  await finished;
  await page.waitForTimeout(AFTER_RESULT_MS);
  await openHash(page, '/test');
}
