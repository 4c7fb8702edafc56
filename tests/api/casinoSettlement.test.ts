import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userDetailsResponse } from '../../contract/auth';
import { exposureResponse } from '../../contract/bets';
import { strings } from '../../contract/strings';
import { roundMarketSpec } from '../../server/engines/casino/roundMarkets';
import type { TableDef } from '../../server/engines/casino/tables';
import { dealtCards, dragonTigerWin, lucky7Win, sha256OfText } from '../support/fairDeal';
import { casinoData, startCasinoTestApp, tableDef, tickUntilResult } from './casinoTables';
import { errorMessageOf, signedInTestUser, type Session } from './helper';
import { betPayload, placeBetRequest } from './markets';

/** Tens of ticks of a table, each writing rounds and markets: seconds on PostgreSQL under CI load. */
const ROUND_TEST_TIMEOUT_MS = 30_000;

/**
 * One table dealt from the given seeds, for the describe block that calls it. The seeds' deals are known answers
 * of the provably-fair recipe (tests/support/fairDeal.ts); the winners and payouts below are worked by hand.
 */
function useTable(key: string, seeds: readonly string[] = []) {
  const def = tableDef(key);
  const table = {} as Awaited<ReturnType<typeof startCasinoTestApp>>;
  beforeAll(async () => void Object.assign(table, await startCasinoTestApp({ tables: [def], seeds })));
  afterAll(() => table.close());
  const test = () => table.test;
  const get = async (session: Session, url: string) => (await test().app.inject({ method: 'GET', url, headers: session.headers })).json();
  return {
    def,
    newUser: async () => (await signedInTestUser(test(), { openingBalance: 10_000, exposureLimit: 50_000 })).session,
    balanceOf: async (session: Session) =>
      userDetailsResponse.parse(await get(session, '/api/auth/letest-user-details')).data.openingBalance,
    exposureOf: async (session: Session) => exposureResponse.parse(await get(session, '/api/bet/exposure/fetch')).data,
    /** Ticks until the table shows a new round open for bets; returns its mid. */
    openRound: async (): Promise<string> => {
      for (let i = 0; i < 60; i += 1) {
        await table.tables.tick();
        const live = await casinoData(test(), def);
        if (live.t2[0]?.gstatus === 1 && live.t1[0]) return live.t1[0].mid;
      }
      throw new Error('no open round');
    },
    tickUntilResult: () => tickUntilResult(test(), table.tables.tick, def),
    tickWhileOpen: async () => {
      while ((await casinoData(test(), def)).t2[0]?.gstatus === 1) await table.tables.tick();
    },
    /** A bet on the table's round `mid` at the runner's live rate, placed through POST /bet/save2. */
    bet: (session: Session, mid: string, sid: number, stake: number) => betOn(test(), def, session, mid, sid, stake),
    hashOf: async (mid: string) =>
      (await test().db.selectFrom('casino_rounds').select('hash').where('mid', '=', mid).executeTakeFirstOrThrow()).hash,
  };
}

function betOn(test: Parameters<typeof placeBetRequest>[0], def: TableDef, session: Session, mid: string, sid: number, stake: number) {
  const market = def.rules.markets.find((candidate) => candidate.sids.includes(sid));
  if (!market) throw new Error(`no market holds sid ${sid}`);
  const spec = roundMarketSpec(def, market, mid);
  const selectionIndex = spec.selections.findIndex((selection) => selection.selectionId === sid);
  return placeBetRequest(test, session, betPayload(spec, { selectionIndex, stake }));
}

describe('20-20 Teenpatti settles real bets through the market service', { timeout: ROUND_TEST_TIMEOUT_MS }, () => {
  const table = useTable('teen20', ['teen-22']);

  it('SRV-35 CAS-ALL-20 Player A with a pair of kings beats Player B’s high card: Player A and Pair plus A pay (rate − 1) × stake', async () => {
    const session = await table.newUser();
    const mid = await table.openRound();
    for (const [sid, stake] of [
      [1, 1000],
      [2, 500],
      [4, 200],
    ] as const) {
      const response = await table.bet(session, mid, sid, stake);
      expect(response.statusCode, response.body).toBe(200);
    }
    expect(await table.exposureOf(session)).toBe(1700);
    const result = await table.tickUntilResult();
    // teen-22 deals A K♥ K♠ A♠ (a pair) and B 2♣ 5♣ 6♠ (high card).
    expect(result).toMatchObject({ mid, cards: 'KHH,KSS,ASS,2CC,5CC,6SS', win: '1', seed: 'teen-22' });
    // Player A 1,000 at 1.98 wins 980; Pair plus A 500 at 3.5 wins 1,250; Pair plus B loses its 200.
    expect(await table.balanceOf(session)).toBe(10_000 + 980 + 1_250 - 200);
    expect(await table.exposureOf(session)).toBe(0);
  });
});

describe('Lucky 7 settles real bets through the market service', { timeout: ROUND_TEST_TIMEOUT_MS }, () => {
  const table = useTable('lucky7B', ['lucky-17']);

  it('SRV-35 CAS-L7-04 the seven: Low, High and Even lose; Black and Card 7 win', async () => {
    const session = await table.newUser();
    const mid = await table.openRound();
    // Low 200, High 100 (rate 2), Even 300 (2.12), Black 400 (1.97), Card 7 100 (12).
    const bets = [
      [1, 200],
      [2, 100],
      [3, 300],
      [6, 400],
      [13, 100],
    ] as const;
    for (const [sid, stake] of bets) expect((await table.bet(session, mid, sid, stake)).statusCode).toBe(200);
    const result = await table.tickUntilResult();
    expect(result).toMatchObject({ mid, cards: '7SS', win: '3', seed: 'lucky-17' });
    // −200 − 100 − 300 + 400 × 0.97 + 100 × 11.
    expect(await table.balanceOf(session)).toBe(10_000 - 200 - 100 - 300 + 388 + 1_100);
    expect(await table.exposureOf(session)).toBe(0);
  });

  it('SRV-27 SRV-31 the next round (seed-2) deals and wins as the recipe says, under the hash published before it', async () => {
    await table.openRound();
    const result = await table.tickUntilResult();
    expect(result).toMatchObject({ cards: '2SS', win: '1', seed: 'seed-2' });
    expect(await table.hashOf(result.mid)).toBe(sha256OfText('seed-2'));
    expect([dealtCards('lucky7', 'seed-2'), lucky7Win('2SS')]).toEqual(['2SS', '1']);
  });
});

describe('Dragon Tiger settles real bets and refuses bets on closed rounds', { timeout: ROUND_TEST_TIMEOUT_MS }, () => {
  const table = useTable('dragonTiger', ['dragon-1']);

  it('SRV-35 a tie (5♥ against 5♠): Dragon and Tiger lose, Tie pays 11 to 1', async () => {
    const session = await table.newUser();
    const mid = await table.openRound();
    for (const [sid, stake] of [
      [1, 100],
      [2, 100],
      [3, 100],
    ] as const)
      expect((await table.bet(session, mid, sid, stake)).statusCode).toBe(200);
    const result = await table.tickUntilResult();
    expect(result).toMatchObject({ mid, cards: '5HH,5SS', win: '3', seed: 'dragon-1' });
    expect([dealtCards('dragonTiger', 'dragon-1'), dragonTigerWin('5HH,5SS')]).toEqual(['5HH,5SS', '3']);
    expect(await table.balanceOf(session)).toBe(10_000 - 100 - 100 + 1_100);
    expect(await table.exposureOf(session)).toBe(0);
  });

  it('SRV-13 CAS-ALL-13 a bet on a closed round is refused as closed, on a past round as a round changed; nothing changes', async () => {
    const session = await table.newUser();
    const mid = await table.openRound();
    await table.tickWhileOpen();
    const closed = await table.bet(session, mid, 1, 100);
    expect([closed.statusCode, errorMessageOf(closed)]).toEqual([409, strings.betMarketClosed]);
    const next = await table.openRound();
    expect(next).not.toBe(mid);
    const past = await table.bet(session, mid, 1, 100);
    expect([past.statusCode, errorMessageOf(past)]).toEqual([409, strings.betRoundChanged]);
    expect(await table.exposureOf(session)).toBe(0);
    expect(await table.balanceOf(session)).toBe(10_000);
  });
});
