import { describe, expect, it } from 'vitest';
import { exposureResponse } from '../../contract/bets';
import { strings } from '../../contract/strings';
import { errorMessageOf, signedInTestUser, useTestApp, type Session } from './helper';
import { betPayload, marketSpec, marketsOf, placeBetRequest } from './markets';

const test = useTestApp();

/** A Match Odds market with no quotes: a lay waits in the book whole, so it risks its full liability. */
async function emptyBook() {
  const spec = marketSpec('matchOdds', {
    selections: [
      { selectionId: 11, name: 'India', back: null, lay: null },
      { selectionId: 12, name: 'Australia', back: null, lay: null },
    ],
  });
  await marketsOf(test).open(spec);
  return spec;
}

const lay = (spec: Awaited<ReturnType<typeof emptyBook>>, price: number, stake: number) => ({
  ...betPayload(spec, { type: 'lay', price, stake }),
  persistence: 'LAPSE' as const,
});

const exposureOf = async (session: Session) =>
  exposureResponse.parse((await test.app.inject({ method: 'GET', url: '/api/bet/exposure/fetch', headers: session.headers })).json()).data;

describe('a resting lay is checked against the balance at its liability, not its stake', () => {
  it('SRV-13 CONST-07 balance 100: a lay of 100 at 3.0 (liability 200) is refused and nothing is stored', async () => {
    const { session } = await signedInTestUser(test, { openingBalance: 100, exposureLimit: 100_000 });
    const spec = await emptyBook();
    const refused = await placeBetRequest(test, session, lay(spec, 3, 100));
    expect([refused.statusCode, errorMessageOf(refused)]).toEqual([422, strings.betInsufficientBalance]);
    const stored = await test.db.selectFrom('bets').select('id').where('market_id', '=', spec.marketId).execute();
    expect(stored).toEqual([]);
    expect(await exposureOf(session)).toBe(0);
  });

  it('SRV-13 CONST-07 balance 200: a lay of 100 at 3.0 (liability 200) is taken and risks 200; a lay of 100 at 1.5 more (liability 50) is refused', async () => {
    const { session } = await signedInTestUser(test, { openingBalance: 200, exposureLimit: 100_000 });
    const spec = await emptyBook();
    const taken = await placeBetRequest(test, session, lay(spec, 3, 100));
    expect(taken.statusCode).toBe(200);
    expect(await exposureOf(session)).toBe(200);
    const more = await placeBetRequest(test, session, lay(spec, 1.5, 100));
    expect([more.statusCode, errorMessageOf(more)]).toEqual([422, strings.betInsufficientBalance]);
    expect(await exposureOf(session)).toBe(200);
  });
});
