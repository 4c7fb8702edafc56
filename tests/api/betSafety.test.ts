import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { strings } from '../../contract/strings';
import { signedInTestUser, startTestApp, type TestApp } from './helper';
import { betPayload, marketsOf, marketSpec, placeBetRequest, withKey } from './markets';

let test: TestApp;
beforeAll(async () => {
  test = await startTestApp();
});
afterAll(() => test.close());

const betsOf = (userId: string) => test.db.selectFrom('bets').selectAll().where('user_id', '=', userId).execute();

async function exposureCents(userId: string) {
  const rows = await test.db.selectFrom('positions').select('exposure_cents').where('user_id', '=', userId).where('open', '=', 1).execute();
  return rows.reduce((sum, row) => sum + Number(row.exposure_cents), 0);
}

async function openCasino() {
  const spec = marketSpec('casino');
  await marketsOf(test).open(spec);
  return spec;
}

describe('bet safety', () => {
  it('SRV-13 a retry with the same idempotency key places one bet and returns the first answer', async () => {
    const { user, session } = await signedInTestUser(test, { openingBalance: 10_000, exposureLimit: 50_000 });
    const payload = withKey(betPayload(await openCasino(), { stake: 300 }));
    const first = await placeBetRequest(test, session, payload);
    const retry = await placeBetRequest(test, session, payload);
    expect(retry.statusCode).toBe(first.statusCode);
    expect(retry.json()).toEqual(first.json());
    expect(first.json()).toMatchObject({ status: true, message: strings.betPlaced });
    expect(await betsOf(user.id)).toHaveLength(1);
    expect(await exposureCents(user.id)).toBe(30_000);
  });

  it('SRV-13 a double click (10 concurrent sends of one key) places one bet', async () => {
    const { user, session } = await signedInTestUser(test, { openingBalance: 10_000, exposureLimit: 50_000 });
    const spec = marketSpec('matchOdds');
    await marketsOf(test).open(spec);
    const payload = withKey(betPayload(spec, { stake: 100 }));
    const answers = await Promise.all(Array.from({ length: 10 }, () => placeBetRequest(test, session, payload)));
    expect(answers.map((answer) => answer.json())).toEqual(
      Array(10).fill(expect.objectContaining({ status: true, message: strings.betPlaced })),
    );
    expect(await betsOf(user.id)).toHaveLength(1);
  });

  it('SRV-13 CONST-07 100 concurrent bets of one user never overdraw: exactly what the balance covers is taken', async () => {
    const { user, session } = await signedInTestUser(test, { openingBalance: 3_700, exposureLimit: 1_000_000 });
    const markets = await Promise.all(Array.from({ length: 4 }, openCasino));
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, index) =>
        placeBetRequest(test, session, withKey(betPayload(markets[index % 4]!, { stake: 100 }), `concurrent-${index}`)),
      ),
    );
    const accepted = answers.filter((answer) => answer.statusCode === 200);
    const refused = answers.filter((answer) => answer.statusCode !== 200);
    expect(accepted).toHaveLength(37);
    expect(new Set(refused.map((answer) => answer.json().message))).toEqual(new Set([strings.betInsufficientBalance]));
    expect(await betsOf(user.id)).toHaveLength(37);
    expect(await exposureCents(user.id)).toBe(370_000);
  });
});
