import { describe, expect, it } from 'vitest';
import type { BetPayload } from '../../contract/bets';
import { strings } from '../../contract/strings';
import type { MarketKind, MarketSpec } from '../../server/markets/types';
import { errorMessageOf, signedInTestUser, useTestApp, type Session } from './helper';
import { betPayload, marketSpec, marketsOf, placeBetRequest } from './markets';

const test = useTestApp();

let keys = 0;
const freshKey = () => `reuse-${(keys += 1)}`;

async function opened(kind: MarketKind, overrides: Partial<MarketSpec> = {}): Promise<MarketSpec> {
  const spec = marketSpec(kind, overrides);
  await marketsOf(test).open(spec);
  return spec;
}

const storedBetsOf = async (userId: string) =>
  (await test.db.selectFrom('bets').select(['market_id', 'selection_id', 'type', 'round_id']).where('user_id', '=', userId).execute()).map(
    (row) => [row.market_id, Number(row.selection_id), row.type, row.round_id],
  );

/** `payload` at the price `first` names: only what else differs tells them apart. */
const atPriceOf = (first: BetPayload, payload: BetPayload): BetPayload =>
  ({ ...payload, oddsReq: (first as { oddsReq: number }).oddsReq }) as BetPayload;

/** Places `first` under a fresh key, then sends `reused` under the same key: it must be refused and store nothing. */
async function expectKeyReuseRefused(session: Session, first: BetPayload, reused: BetPayload) {
  const key = freshKey();
  const placed = await placeBetRequest(test, session, { ...first, idempotencyKey: key });
  expect(placed.statusCode, placed.body).toBe(200);
  const before = await storedBetsOf(session.userId);
  const answer = await placeBetRequest(test, session, { ...reused, idempotencyKey: key });
  expect([answer.statusCode, errorMessageOf(answer)]).toEqual([422, strings.betKeyReused]);
  expect(await storedBetsOf(session.userId)).toEqual(before);
}

describe('an idempotency key reused for a different bet is refused (422) and nothing is stored', () => {
  it('SRV-13 Match Odds: the other side, the other runner, another market', async () => {
    const { session } = await signedInTestUser(test, { openingBalance: 10_000, exposureLimit: 50_000 });
    const spec = await opened('matchOdds');
    const back = betPayload(spec, { selectionIndex: 0, type: 'back', stake: 100 });
    // The lay at the price of the back: only the side differs.
    await expectKeyReuseRefused(session, back, atPriceOf(back, betPayload(spec, { selectionIndex: 0, type: 'lay', stake: 100 })));
    await expectKeyReuseRefused(session, back, atPriceOf(back, betPayload(spec, { selectionIndex: 1, type: 'back', stake: 100 })));
    const other = await opened('matchOdds');
    await expectKeyReuseRefused(session, back, betPayload(other, { selectionIndex: 0, type: 'back', stake: 100 }));
  });

  it('SRV-13 Bookmaker and fancy: the other side, the other runner, another market', async () => {
    const { session } = await signedInTestUser(test, { openingBalance: 10_000, exposureLimit: 50_000 });
    const bookmaker = await opened('bookmaker');
    const back = betPayload(bookmaker, { selectionIndex: 0, type: 'back', stake: 100 });
    await expectKeyReuseRefused(session, back, atPriceOf(back, betPayload(bookmaker, { selectionIndex: 0, type: 'lay', stake: 100 })));
    await expectKeyReuseRefused(session, back, atPriceOf(back, betPayload(bookmaker, { selectionIndex: 1, type: 'back', stake: 100 })));
    await expectKeyReuseRefused(session, back, betPayload(await opened('bookmaker'), { selectionIndex: 0, type: 'back', stake: 100 }));
    const fancy = await opened('fancy');
    const yes = betPayload(fancy, { type: 'back', stake: 100 });
    await expectKeyReuseRefused(session, yes, { ...betPayload(fancy, { type: 'lay', stake: 100, price: 82 }), size: 90 } as BetPayload);
  });

  it('SRV-13 casino: the same bet on the next round of the table', async () => {
    const { session } = await signedInTestUser(test, { openingBalance: 10_000, exposureLimit: 50_000 });
    const spec = await opened('casino');
    const first = betPayload(spec, { stake: 100 });
    const key = freshKey();
    expect((await placeBetRequest(test, session, { ...first, idempotencyKey: key })).statusCode).toBe(200);
    await marketsOf(test).settle(spec.marketId, { kind: 'winner', selectionId: 3 });
    const next = { ...spec, roundId: 'R2' };
    await marketsOf(test).open(next);
    const before = await storedBetsOf(session.userId);
    const answer = await placeBetRequest(test, session, { ...betPayload(next, { stake: 100 }), idempotencyKey: key });
    expect([answer.statusCode, errorMessageOf(answer)]).toEqual([422, strings.betKeyReused]);
    expect(await storedBetsOf(session.userId)).toEqual(before);
    expect(before).toEqual([[spec.marketId, 1, 'back', 'R1']]);
  });

  it('SRV-13 Match Odds: a back and a lay sent at once under one key: one is placed, the other refused', async () => {
    const { session } = await signedInTestUser(test, { openingBalance: 10_000, exposureLimit: 50_000 });
    const spec = await opened('matchOdds');
    const key = freshKey();
    const back = { ...betPayload(spec, { type: 'back', stake: 100 }), idempotencyKey: key };
    // Each a bet the market takes on its own (the lay at the lay price), whichever the server reaches first.
    const lay = { ...betPayload(spec, { type: 'lay', stake: 100 }), idempotencyKey: key };
    const answers = await Promise.all([placeBetRequest(test, session, back), placeBetRequest(test, session, lay)]);
    const outcomes = answers
      .map((answer) => (answer.statusCode === 200 ? 'placed' : `${answer.statusCode} ${errorMessageOf(answer)}`))
      .sort();
    expect(outcomes).toEqual([`422 ${strings.betKeyReused}`, 'placed'].sort());
    expect(await storedBetsOf(session.userId)).toHaveLength(1);
  });
});
