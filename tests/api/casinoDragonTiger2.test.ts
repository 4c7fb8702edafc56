import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userDetailsResponse } from '../../contract/auth';
import { messageOnly } from '../../contract/http';
import { roundMarketSpec } from '../../server/engines/casino/roundMarkets';
import { casinoData, startCasinoTestApp, tableDef, tickUntilResult } from './casinoTables';
import { signedInTestUser, type TestApp } from './helper';
import { betPayload, placeBetRequest } from './markets';

let casino: Awaited<ReturnType<typeof startCasinoTestApp>>;
let test: TestApp;
const def = tableDef('dragonTiger202');
beforeAll(async () => {
  casino = await startCasinoTestApp({ tables: [def] });
  test = casino.test;
});
afterAll(() => casino.close());

/** "seed-1" deals K♣ to Dragon and 9♦ to Tiger (a separate implementation of the recipe, run once). */
const SEED_1 = { hash: '0eb026731d9ea3f870511f8c18daeb814eaa2c9e276082b204f2a962212fb5bd', cards: 'KCC,9DD' };
const TIGER = 2;

describe('20-20 Dragon Tiger 2 deals its own rounds', { timeout: 30_000 }, () => {
  it('SRV-27 SRV-35 a heavy bet on Tiger leaves the committed deal as it was: Dragon wins and the stake is lost', async () => {
    const { session } = await signedInTestUser(test, { openingBalance: 10_000, exposureLimit: 50_000 });
    let live = await casinoData(test, def);
    for (let i = 0; i < 5 && live.t2[0]?.gstatus !== 1; i += 1) {
      await casino.tables.tick();
      live = await casinoData(test, def);
    }
    const round = live.t1[0];
    expect(round?.hash).toBe(SEED_1.hash);
    const market = def.rules.markets[0]!;
    const spec = roundMarketSpec(def, market, round!.mid);
    expect(spec.marketId).toBe('dt202-98801-winner');
    const selectionIndex = spec.selections.findIndex((selection) => selection.selectionId === TIGER);
    const placed = await placeBetRequest(test, session, betPayload(spec, { selectionIndex, stake: 5000 }));
    expect(messageOnly.parse(placed.json()).status, placed.body).toBe(true);

    const result = await tickUntilResult(test, casino.tables.tick, def);
    expect(result).toMatchObject({ mid: round!.mid, cards: SEED_1.cards, win: '1', seed: 'seed-1' });
    const details = await test.app.inject({ method: 'GET', url: '/api/auth/letest-user-details', headers: session.headers });
    expect(userDetailsResponse.parse(details.json()).data.openingBalance).toBe(5_000);
  });
});
