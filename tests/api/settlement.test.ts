import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { betDetailResponse, exposureResponse } from '../../contract/bets';
import { userDetailsResponse } from '../../contract/auth';
import { holdUserRow } from './dbLock';
import { placeTestBet } from './fixtures';
import { signedInTestUser, startTestApp, type Session, type TestApp } from './helper';
import { betPayload, marketsOf, marketSpec, placeBetRequest } from './markets';

let test: TestApp;
beforeAll(async () => {
  test = await startTestApp();
});
afterAll(() => test.close());

const get = async (session: Session, url: string) => (await test.app.inject({ method: 'GET', url, headers: session.headers })).json();
const balanceOf = async (session: Session) =>
  userDetailsResponse.parse(await get(session, '/api/auth/letest-user-details')).data.openingBalance;
const exposureOf = async (session: Session) => exposureResponse.parse(await get(session, '/api/bet/exposure/fetch')).data;
const ledgerOf = (userId: string) =>
  test.db.selectFrom('ledger').selectAll().where('user_id', '=', userId).where('bet_id', 'is not', null).orderBy('id').execute();

async function newUser() {
  return signedInTestUser(test, { openingBalance: 10_000, exposureLimit: 50_000 });
}

describe('settle(market, result)', () => {
  it('SRV-35 a won casino bet adds its favourMargin, the lost one takes its againstMargin; exposure released; ledger rows name the bet', async () => {
    const { user, session } = await newUser();
    const spec = await placeTestBet(test, session, 'casino', { selectionIndex: 0, stake: 1000 });
    await placeTestBet(test, session, 'casino', { spec, selectionIndex: 1, stake: 500 });
    expect(await exposureOf(session)).toBe(510);
    const summary = await marketsOf(test).settle(spec.marketId, { kind: 'winner', selectionId: 1 });
    expect(summary).toEqual({ marketId: spec.marketId, applied: true, betsSettled: 2 });
    expect(await exposureOf(session)).toBe(0);
    expect(await balanceOf(session)).toBe(10_000 + 980 - 500);
    const ledger = await ledgerOf(user.id);
    expect(ledger.map((row) => [row.type, row.amount_cents])).toEqual([
      ['deposite', 98_000],
      ['withdraw', 50_000],
    ]);
    const detail = betDetailResponse.parse(await get(session, `/api/bet/${ledger[1]?.bet_id}`)).data;
    expect(detail).toMatchObject({ case: 'loss', selection: 'Player B', stake: 500, settledAt: expect.any(String) });
  });

  it('SRV-35 settling twice changes nothing', async () => {
    const { user, session } = await newUser();
    const spec = await placeTestBet(test, session, 'matchOdds', { stake: 200 });
    await marketsOf(test).settle(spec.marketId, { kind: 'winner', selectionId: 11 });
    const again = await marketsOf(test).settle(spec.marketId, { kind: 'winner', selectionId: 12 });
    expect(again).toEqual({ marketId: spec.marketId, applied: false, betsSettled: 0 });
    // Won 200 × (2.5 − 1) = 300, less the exchange's default 2 % commission on it (6): one ledger row each.
    expect(await balanceOf(session)).toBe(10_294);
    expect(await ledgerOf(user.id)).toHaveLength(2);
  });

  it('SRV-35 a void market gives stakes back: no ledger row, bets marked void', async () => {
    const { user, session } = await newUser();
    const spec = await placeTestBet(test, session, 'bookmaker', { type: 'lay', stake: 1000 });
    await marketsOf(test).settle(spec.marketId, { kind: 'void' });
    expect(await balanceOf(session)).toBe(10_000);
    expect(await exposureOf(session)).toBe(0);
    expect(await ledgerOf(user.id)).toEqual([]);
    expect((await marketsOf(test).get(spec.marketId))?.status).toBe('void');
  });

  it('SRV-35 OPEN-045 a fancy line settles by runs: Yes wins at or above its line, No below its line', async () => {
    const { session } = await newUser();
    const spec = await placeTestBet(test, session, 'fancy', { type: 'back', stake: 100 });
    await placeTestBet(test, session, 'fancy', { spec, type: 'lay', stake: 100 });
    await marketsOf(test).settle(spec.marketId, { kind: 'runs', value: 82 });
    // Yes 82 wins 90; No 80 loses 100 × 100 / 100.
    expect(await balanceOf(session)).toBe(10_000 + 90 - 100);
  });

  it('SRV-35 a result the market cannot have is refused and changes nothing', async () => {
    const { session } = await newUser();
    const spec = await placeTestBet(test, session, 'matchOdds', { stake: 100 });
    await expect(marketsOf(test).settle(spec.marketId, { kind: 'runs', value: 3 })).rejects.toThrow(/runs/);
    await expect(marketsOf(test).settle(spec.marketId, { kind: 'winner', selectionId: 99 })).rejects.toThrow(/one of its selections/);
    expect(await exposureOf(session)).toBe(100);
    expect((await marketsOf(test).get(spec.marketId))?.status).toBe('open');
  });

  it('SRV-35 a casino market re-opens for the next round only once the last round is settled', async () => {
    const { session } = await newUser();
    const spec = await placeTestBet(test, session, 'casino', { stake: 100 });
    await expect(marketsOf(test).open({ ...spec, roundId: 'R2' })).rejects.toThrow(/settle it first/);
    await marketsOf(test).settle(spec.marketId, { kind: 'winner', selectionId: 3 });
    await expect(marketsOf(test).open(spec)).rejects.toThrow(/already settled/);
    const next = await marketsOf(test).open({ ...spec, roundId: 'R2' });
    expect(next).toMatchObject({ status: 'open', roundId: 'R2' });
    await placeTestBet(test, session, 'casino', { spec: { ...spec, roundId: 'R2' }, stake: 200 });
    expect(await exposureOf(session)).toBe(200);
  });

  it('SRV-35 declared casino outcomes: side bets win together, and only declared winner sets settle', async () => {
    const { session } = await newUser();
    const selections = [...marketSpec('casino').selections, { selectionId: 4, name: 'Pair', back: 3, lay: null }];
    const outcomes = [[1], [3], [1, 4], [3, 4]];
    const spec = await placeTestBet(test, session, 'casino', { selectionIndex: 2, stake: 100, spec: { selections, outcomes } });
    expect(await exposureOf(session)).toBe(100);
    await expect(marketsOf(test).settle(spec.marketId, { kind: 'winners', selectionIds: [4] })).rejects.toThrow(/declared outcome/);
    await marketsOf(test).settle(spec.marketId, { kind: 'winners', selectionIds: [3, 4] });
    expect(await balanceOf(session)).toBe(10_200);
  });

  it('a settlement takes every user it touches once, in id order, before changing anything: another process’s transaction holding the first user and then taking the second never deadlocks with it', async () => {
    const [first, second] = [await newUser(), await newUser()].sort((a, b) => (a.user.id < b.user.id ? -1 : 1)) as [
      Awaited<ReturnType<typeof newUser>>,
      Awaited<ReturnType<typeof newUser>>,
    ];
    // No market maker: the two bettors' orders are all the market holds.
    const spec = marketSpec('matchOdds', {
      selections: [
        { selectionId: 11, name: 'India', back: null, lay: null },
        { selectionId: 12, name: 'Australia', back: null, lay: null },
      ],
    });
    await marketsOf(test).open(spec);
    const order = async (who: typeof first, type: 'back' | 'lay', price: number) => {
      const response = await placeBetRequest(test, who.session, {
        ...betPayload(spec, { type, price, stake: 100 }),
        persistence: 'PERSIST',
      });
      expect(response.statusCode).toBe(200);
    };
    // The second user's lay at 2.0 is taken by the first's back; its lay at 1.5 still waits, so the settlement
    // lapses an order of the second user as well as settling both users' matched bets.
    await order(second, 'lay', 2);
    await order(first, 'back', 2);
    await order(second, 'lay', 1.5);

    const other = await holdUserRow(test.location, first.user.id);
    // Its failure (a deadlock) is the answer compared below.
    const settling = marketsOf(test)
      .settle(spec.marketId, { kind: 'winner', selectionId: 11 })
      .catch((error: unknown) => error);
    try {
      await other.untilAnotherWaits();
      // A settlement that had taken the second user before the first would now wait on us while we wait on it.
      await other.take(second.user.id);
    } finally {
      await other.release();
    }
    expect(await settling).toEqual({ marketId: spec.marketId, applied: true, betsSettled: 2 });
    // The back won 100 × (2 − 1) = 100, less 2 % commission; the lay lost 100; the waiting lay lapsed.
    expect([await balanceOf(first.session), await balanceOf(second.session)]).toEqual([10_000 + 98, 10_000 - 100]);
    expect([await exposureOf(first.session), await exposureOf(second.session)]).toEqual([0, 0]);
  });
});
