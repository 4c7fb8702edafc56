import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userDetailsResponse } from '../../contract/auth';
import { exposureResponse } from '../../contract/bets';
import { messageOnly } from '../../contract/http';
import { parseCard } from '../../contract/cards';
import { roundMarketSpec } from '../../server/engines/casino/roundMarkets';
import type { TableDef } from '../../server/engines/casino/tables';
import { casinoData, startCasinoTestApp, tableDef, tickUntilResult } from './casinoTables';
import { signedInTestUser, type Session, type TestApp } from './helper';
import { betPayload, placeBetRequest } from './markets';

/** Tens of ticks of seven tables, each writing rounds and markets: seconds on PostgreSQL under CI load. */
const ROUND_TEST_TIMEOUT_MS = 30_000;

let casino: Awaited<ReturnType<typeof startCasinoTestApp>>;
let test: TestApp;
beforeAll(async () => {
  casino = await startCasinoTestApp();
  test = casino.test;
});
afterAll(() => casino.close());

const get = async (session: Session, url: string) => (await test.app.inject({ method: 'GET', url, headers: session.headers })).json();
const balanceOf = async (session: Session) => userDetailsResponse.parse(await get(session, '/api/auth/letest-user-details')).data.openingBalance;
const exposureOf = async (session: Session) => exposureResponse.parse(await get(session, '/api/bet/exposure/fetch')).data;

/** Ticks until the table shows a new round open for bets; returns its mid. */
async function openRound(def: TableDef): Promise<string> {
  for (let i = 0; i < 60; i += 1) {
    await casino.tables.tick();
    const live = await casinoData(test, def);
    if (live.t2[0]?.gstatus === 1 && live.t1[0]) return live.t1[0].mid;
  }
  throw new Error('no open round');
}

/** A bet on the table's current round at the runner's live rate, placed through POST /bet/save2. */
function bet(session: Session, def: TableDef, mid: string, sid: number, stake: number) {
  const market = def.rules.markets.find((candidate) => candidate.sids.includes(sid));
  if (!market) throw new Error(`no market holds sid ${sid}`);
  const spec = roundMarketSpec(def, market, mid);
  const selectionIndex = spec.selections.findIndex((selection) => selection.selectionId === sid);
  return placeBetRequest(test, session, betPayload(spec, { selectionIndex, stake }));
}

const cardsOfResult = (cards: string) => cards.split(',').map((code) => parseCard(code) ?? (undefined as never));

describe('casino rounds settle real bets through the market service', { timeout: ROUND_TEST_TIMEOUT_MS }, () => {
  it('SRV-35 CAS-ALL-20 20-20 Teenpatti: Player A and Pair plus A bets pay (rate − 1) × stake or lose the stake, exposure released', async () => {
    const { session } = await signedInTestUser(test, { openingBalance: 10_000, exposureLimit: 50_000 });
    const def = tableDef('teen20');
    const mid = await openRound(def);
    for (const [sid, stake] of [[1, 1000], [2, 500]] as const) {
      const response = await bet(session, def, mid, sid, stake);
      expect(messageOnly.parse(response.json()).status, response.body).toBe(true);
    }
    expect(await exposureOf(session)).toBe(1500);
    const result = await tickUntilResult(test, casino.tables.tick, def);
    expect(result.mid).toBe(mid);
    const winners = def.rules.outcome(cardsOfResult(result.cards)).winners;
    const expected = 10_000 + (winners.includes(1) ? 980 : -1000) + (winners.includes(2) ? 1250 : -500);
    expect(await balanceOf(session)).toBe(expected);
    expect(await exposureOf(session)).toBe(0);
  });

  it('SRV-35 CAS-L7-04 Lucky 7: a bet in each of the four markets settles by that market’s winners', async () => {
    const { session } = await signedInTestUser(test, { openingBalance: 10_000, exposureLimit: 50_000 });
    const def = tableDef('lucky7B');
    const mid = await openRound(def);
    const bets = [[1, 200, 2], [3, 300, 2.12], [6, 400, 1.97], [13, 100, 12]] as const;
    for (const [sid, stake] of bets) expect((await bet(session, def, mid, sid, stake)).statusCode).toBe(200);
    const result = await tickUntilResult(test, casino.tables.tick, def);
    const winners = def.rules.outcome(cardsOfResult(result.cards)).winners;
    const change = bets.reduce((sum, [sid, stake, rate]) => sum + (winners.includes(sid) ? Math.round((rate - 1) * stake * 100) / 100 : -stake), 0);
    expect(await balanceOf(session)).toBeCloseTo(10_000 + change, 2);
    expect(await exposureOf(session)).toBe(0);
  });

  it('SRV-13 CAS-ALL-13 a bet on a closed round or a past round is refused and changes nothing', async () => {
    const { session } = await signedInTestUser(test, { openingBalance: 10_000, exposureLimit: 50_000 });
    const def = tableDef('dragonTiger');
    const mid = await openRound(def);
    while ((await casinoData(test, def)).t2[0]?.gstatus === 1) await casino.tables.tick();
    const closed = await bet(session, def, mid, 1, 100);
    expect(closed.json()).toMatchObject({ status: false });
    const next = await openRound(def);
    expect(next).not.toBe(mid);
    const past = await bet(session, def, mid, 1, 100);
    expect(past.json()).toMatchObject({ status: false });
    expect(await exposureOf(session)).toBe(0);
    expect(await balanceOf(session)).toBe(10_000);
  });
});
