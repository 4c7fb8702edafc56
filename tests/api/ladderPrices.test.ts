import { describe, expect, it } from 'vitest';
import { strings } from '../../contract/strings';
import type { MarketSpec } from '../../server/markets/types';
import { errorMessageOf, signedInTestUser, useTestApp } from './helper';
import { betPayload, marketSpec, marketsOf, placeBetRequest } from './markets';

/** Exchange prices on a real database (SQLite, or PostgreSQL with API_TEST_DB=postgres). */
const test = useTestApp();

async function emptyBook(): Promise<MarketSpec> {
  const spec = marketSpec('matchOdds', {
    selections: [
      { selectionId: 11, name: 'India', back: null, lay: null },
      { selectionId: 12, name: 'Australia', back: null, lay: null },
    ],
  });
  await marketsOf(test).open(spec);
  return spec;
}

const order = (spec: MarketSpec, type: 'back' | 'lay', price: number) => ({
  ...betPayload(spec, { type, price, stake: 100 }),
  persistence: 'PERSIST',
});

describe('exchange prices', () => {
  it('a price a hair off the ladder is refused with the ladder message and nothing is stored', async () => {
    const spec = await emptyBook();
    const { user, session } = await signedInTestUser(test, { openingBalance: 10_000, exposureLimit: 100_000 });
    for (const [type, price] of [
      ['back', 2.0200000001],
      ['lay', 2.0199999999],
      ['back', 2.025],
      ['lay', 1000.0000001],
    ] as const) {
      const response = await placeBetRequest(test, session, order(spec, type, price));
      expect(response.statusCode, `${type} ${price}`).toBe(400);
      expect(errorMessageOf(response)).toBe(strings.betPriceNotOnLadder);
    }
    expect(await test.db.selectFrom('bets').select('id').where('user_id', '=', user.id).execute()).toEqual([]);
  });

  it('a ladder price is stored as the ladder price it is', async () => {
    const spec = await emptyBook();
    const { user, session } = await signedInTestUser(test, { openingBalance: 10_000, exposureLimit: 100_000 });
    expect((await placeBetRequest(test, session, order(spec, 'back', 2.02))).json()).toMatchObject({ status: true });
    const [stored] = await test.db.selectFrom('bets').select(['odds_req', 'price']).where('user_id', '=', user.id).execute();
    expect([Number(stored?.odds_req), Number(stored?.price)]).toEqual([2.02, 2.02]);
  });
});
