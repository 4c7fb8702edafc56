import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userDetailsResponse } from '../../contract/auth';
import { betHistoryResponse, exposureResponse } from '../../contract/bets';
import { profitLossResponse } from '../../contract/records';
import { strings } from '../../contract/strings';
import { roundMarketSpec } from '../../server/engines/casino/roundMarkets';
import type { TableDef } from '../../server/engines/casino/tables';
import { casinoData, startCasinoTestApp, tableDef, tickUntilResult } from './casinoTables';
import { errorMessageOf, signedInTestUser, type Session } from './helper';
import { betPayload, placeBetRequest } from './markets';

/** Tens of ticks of a table, each writing rounds and markets: seconds on PostgreSQL under CI load. */
const TIMEOUT_MS = 30_000;

/** One test app dealing the given tables (seed-1, seed-2 … in the order rounds start). */
function useTables(keys: readonly string[]) {
  const app = {} as Awaited<ReturnType<typeof startCasinoTestApp>>;
  beforeAll(async () => void Object.assign(app, await startCasinoTestApp({ tables: keys.map(tableDef) })));
  afterAll(() => app.close());
  const get = async (session: Session, url: string) => (await app.test.app.inject({ method: 'GET', url, headers: session.headers })).json();
  return {
    newUser: async () => (await signedInTestUser(app.test, { openingBalance: 100_000, exposureLimit: 100_000 })).session,
    balanceOf: async (session: Session) =>
      userDetailsResponse.parse(await get(session, '/api/auth/letest-user-details')).data.openingBalance,
    exposureOf: async (session: Session) => exposureResponse.parse(await get(session, '/api/bet/exposure/fetch')).data,
    /** Ticks until the table shows a round open for bets; returns its mid. */
    openRound: async (def: TableDef): Promise<string> => {
      for (let i = 0; i < 60; i += 1) {
        await app.tables.tick();
        const live = await casinoData(app.test, def);
        if (live.t2[0]?.gstatus === 1 && live.t1[0]) return live.t1[0].mid;
      }
      throw new Error('no open round');
    },
    settle: (def: TableDef) => tickUntilResult(app.test, app.tables.tick, def),
    /** A bet through POST /bet/save2 on the named runner, at the table's live back or lay rate unless `price` is given. */
    bet: (def: TableDef, session: Session, mid: string, name: string, bet: { type: 'back' | 'lay'; stake: number; price?: number }) => {
      const market = def.rules.markets.find((candidate) =>
        candidate.sids.some((sid) => def.rules.runners.find((runner) => runner.sid === sid)?.name === name),
      );
      if (!market) throw new Error(`no market for ${name}`);
      const spec = roundMarketSpec(def, market, mid);
      const selectionIndex = spec.selections.findIndex((selection) => selection.name === name);
      return placeBetRequest(app.test, session, betPayload(spec, { selectionIndex, ...bet }));
    },
    post: (session: Session, url: string, payload: object) =>
      app.test.app.inject({ method: 'POST', url, headers: session.headers, payload }),
    now: () => app.test.clock.now(),
  };
}

const expectPlaced = (response: { statusCode: number; body: string }) => expect(response.statusCode, response.body).toBe(200);

describe('32 Cards A takes lays on its players, settles and records them', { timeout: TIMEOUT_MS }, () => {
  const tables = useTables(['card32A']);
  const def = tableDef('card32A');
  const from = new Date().toISOString();

  it('a lay wins its stake when the player loses and loses (rate − 1) × stake when it wins; back and lay net their exposure', async () => {
    const [winner, loser, both] = [await tables.newUser(), await tables.newUser(), await tables.newUser()];
    const mid = await tables.openRound(def);

    // Lay Player 8, 1,000 at 16.5: liability 15.5 × 1,000.
    expectPlaced(await tables.bet(def, winner, mid, 'Player 8', { type: 'lay', stake: 1000 }));
    expect(await tables.exposureOf(winner)).toBe(15_500);
    // Lay Player 11, 1,000 at 2.2: liability 1,200.
    expectPlaced(await tables.bet(def, loser, mid, 'Player 11', { type: 'lay', stake: 1000 }));
    expect(await tables.exposureOf(loser)).toBe(1_200);

    // Back Player 10, 500 at 3.3: exposure its stake, 500.
    expectPlaced(await tables.bet(def, both, mid, 'Player 10', { type: 'back', stake: 500 }));
    expect(await tables.exposureOf(both)).toBe(500);
    // A lay at the back rate is not the lay rate offered.
    const atBackRate = await tables.bet(def, both, mid, 'Player 10', { type: 'lay', stake: 400, price: 3.3 });
    expect([atBackRate.statusCode, errorMessageOf(atBackRate)]).toEqual([409, strings.betRateChanged]);
    // Lay Player 10, 400 at 3.6 (liability 1,040): Player 10 winning nets +1,150 − 1,040 = +110, any other −500 + 400 = −100.
    expectPlaced(await tables.bet(def, both, mid, 'Player 10', { type: 'lay', stake: 400 }));
    expect(await tables.exposureOf(both)).toBe(100);

    const result = await tables.settle(def);
    // seed-1: 8 + 8♥ = 16, 9 + 6♠ = 15, 10 + 8♠ = 18, 11 + 10♠ = 21: Player 11 wins.
    expect({ mid: result.mid, cards: result.cards, win: result.win }).toEqual({ mid, cards: '8HH,6SS,8SS,10SS', win: '4' });
    expect([await tables.balanceOf(winner), await tables.exposureOf(winner)]).toEqual([101_000, 0]);
    expect([await tables.balanceOf(loser), await tables.exposureOf(loser)]).toEqual([98_800, 0]);
    expect([await tables.balanceOf(both), await tables.exposureOf(both)]).toEqual([99_900, 0]);

    const window = { from, to: new Date(tables.now() + 60_000).toISOString() };
    const history = betHistoryResponse.parse(
      (await tables.post(winner, '/api/bet/history/test/1/10', { status: 'settled', sportsName: 'Casino', ...window })).json(),
    );
    expect(history.pageItems).toEqual([
      expect.objectContaining({ selection: 'Player 8', type: 'lay', price: 16.5, stake: 1000, favourMargin: 1000, againstMargin: 15_500 }),
    ]);
    const level = { eventId: String(def.eventId), matchId: def.matchId, markettype: 'Casino' };
    const profitLoss = profitLossResponse.parse((await tables.post(loser, '/api/profit-loss/test/1/10', { ...window, ...level })).json());
    expect(profitLoss.pageItems).toEqual([expect.objectContaining({ selection: 'Player 11', type: 'lay', profitloss: -1_200 })]);
  });
});

describe('Lays are taken on 32 Cards players only', { timeout: TIMEOUT_MS }, () => {
  const tables = useTables(['card32B', 'dragonTiger202']);
  const card32B = tableDef('card32B');
  const dt202 = tableDef('dragonTiger202');

  it('32 Cards B takes a lay on a player; its side bets and 20-20 Dragon Tiger 2 refuse lays with a clear message', async () => {
    const session = await tables.newUser();
    const mid = await tables.openRound(card32B);
    // Lay Player 9, 200 at 6.8: liability 1,160.
    expectPlaced(await tables.bet(card32B, session, mid, 'Player 9', { type: 'lay', stake: 200 }));
    expect(await tables.exposureOf(session)).toBe(1_160);
    const sideBet = await tables.bet(card32B, session, mid, 'Player 9 Odd', { type: 'lay', stake: 200, price: 1.97 });
    expect([sideBet.statusCode, errorMessageOf(sideBet)]).toEqual([400, strings.betLayNotOffered]);

    const dragonMid = await tables.openRound(dt202);
    const dragon = await tables.bet(dt202, session, dragonMid, 'Dragon', { type: 'lay', stake: 200, price: 2 });
    expect([dragon.statusCode, errorMessageOf(dragon)]).toEqual([400, strings.betLayNotOffered]);
    expect(await tables.exposureOf(session)).toBe(1_160);
  });
});
