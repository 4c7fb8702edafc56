import { beforeEach, describe, expect, it } from 'vitest';
import { endpoints } from '../../contract/endpoints';
import type { PersistenceType } from '../../contract/orders';
import { strings } from '../../contract/strings';
import { domainUpsertCommand } from '../../server/cli/commands/domain';
import { UsageError } from '../../server/cli/command';
import type { MarketSpec } from '../../server/markets/types';
import { cliContextOf, errorMessageOf, localDomainId, signedInTestUser, useTestApp, type Session } from './helper';
import { betPayload, marketSpec, marketsOf, placeBetRequest, withKey } from './markets';

/**
 * The bet delay on a real database (SQLite, or PostgreSQL with API_TEST_DB=postgres). The app's sleep returns
 * at once and records what it was asked to wait; `duringDelay` runs once inside the next delay, as the market
 * and other bettors would act while the bet is held.
 */
let duringDelay: (() => Promise<void>) | undefined;
const test = useTestApp({
  sleep: async () => {
    const work = duringDelay;
    duringDelay = undefined;
    await work?.();
  },
});

beforeEach(() => {
  test.delays.length = 0;
  duringDelay = undefined;
});

const bettor = () => signedInTestUser(test, { openingBalance: 10_000, exposureLimit: 100_000 });

async function opened(kind: MarketSpec['kind'], overrides: Partial<MarketSpec>): Promise<MarketSpec> {
  const spec = marketSpec(kind, overrides);
  await marketsOf(test).open(spec);
  return spec;
}

/** An exchange market whose book holds only the bettors' orders (no market maker prices). */
const emptyBook = (overrides: Partial<MarketSpec> = {}) =>
  opened('matchOdds', {
    sportsName: 'Soccer',
    inPlay: true,
    selections: [
      { selectionId: 11, name: 'Home', back: null, lay: null },
      { selectionId: 12, name: 'Away', back: null, lay: null },
    ],
    ...overrides,
  });

interface Order {
  side: 'back' | 'lay';
  price: number;
  stake: number;
  persistence?: PersistenceType;
}
const orderPayload = (spec: MarketSpec, { side, price, stake, persistence }: Order) => ({
  ...betPayload(spec, { type: side, price, stake }),
  ...(persistence ? { persistence } : {}),
});
const order = (session: Session, spec: MarketSpec, each: Order) => placeBetRequest(test, session, orderPayload(spec, each));

const betsOf = (userId: string) => test.db.selectFrom('bets').select(['id', 'odds_req']).where('user_id', '=', userId).execute();

describe('in-play bet delay', () => {
  it("BET-23 in play, an odds, bookmaker or fancy bet waits its sport's delay: cricket 5 s, soccer 5 s, tennis 3 s, horse racing 1 s", async () => {
    const { session } = await bettor();
    const specs = [
      await opened('bookmaker', { sportsName: 'Cricket', inPlay: true }),
      await opened('fancy', { sportsName: 'Cricket', inPlay: true }),
      await opened('matchOdds', { sportsName: 'Soccer', inPlay: true }),
      await opened('bookmaker', { sportsName: 'Tennis', inPlay: true }),
      await opened('matchOdds', { sportsName: 'Horse Racing', inPlay: true }),
    ];
    for (const spec of specs) {
      const response = await placeBetRequest(test, session, betPayload(spec));
      expect(response.json(), spec.sportsName).toMatchObject({ status: true });
    }
    expect(test.delays).toEqual([5_000, 5_000, 5_000, 3_000, 1_000]);
  });

  it("BET-23 before the off the same bets wait the domain's delay (100 ms by default)", async () => {
    const { session } = await bettor();
    for (const spec of [
      await opened('bookmaker', { sportsName: 'Cricket', inPlay: false }),
      await opened('matchOdds', { sportsName: 'Soccer', inPlay: false }),
    ]) {
      expect((await placeBetRequest(test, session, betPayload(spec))).json()).toMatchObject({ status: true });
    }
    expect(test.delays).toEqual([100, 100]);
  });

  it('an exchange order that would match nothing at once only rests in the book and is not held', async () => {
    const spec = await emptyBook();
    const backer = await bettor();
    const layer = await bettor();
    const resting = await order(backer.session, spec, { side: 'back', price: 3, stake: 100, persistence: 'PERSIST' });
    expect(resting.json()).toMatchObject({ status: true, data: { sizeMatched: 0, sizeRemaining: 100 } });
    // A lay at 2.0 meets no back at 2.0 or less: it rests too.
    expect((await order(layer.session, spec, { side: 'lay', price: 2, stake: 100, persistence: 'PERSIST' })).json()).toMatchObject({
      status: true,
      data: { sizeMatched: 0, sizeRemaining: 100 },
    });
    expect(test.delays).toEqual([]);
    // A lay at 3.0 meets the waiting back: it waits the delay, then matches.
    expect((await order(layer.session, spec, { side: 'lay', price: 3, stake: 100, persistence: 'PERSIST' })).json()).toMatchObject({
      status: true,
      data: { sizeMatched: 100, sizeRemaining: 0 },
    });
    expect(test.delays).toEqual([5_000]);
  });

  it('BET-23 a market suspended during the delay refuses the bet "Market suspended!" and stores nothing', async () => {
    for (const kind of ['bookmaker', 'matchOdds'] as const) {
      const spec = await opened(kind, { sportsName: 'Cricket', inPlay: true });
      const { user, session } = await bettor();
      duringDelay = () => marketsOf(test).suspend(spec.marketId);
      const response = await placeBetRequest(test, session, betPayload(spec));
      expect(response.statusCode, kind).toBe(409);
      expect(errorMessageOf(response)).toBe(strings.betMarketSuspended);
      expect(await betsOf(user.id)).toEqual([]);
    }
    expect(test.delays).toEqual([5_000, 5_000]);
  });

  it('a price that moved during the delay: the order matches what it still can at its limit price and the rest waits; others bet meanwhile', async () => {
    const spec = await emptyBook();
    const layer = await bettor();
    const backer = await bettor();
    const other = await bettor();
    await order(layer.session, spec, { side: 'lay', price: 2.5, stake: 300, persistence: 'PERSIST' });
    await order(layer.session, spec, { side: 'lay', price: 2.4, stake: 300, persistence: 'PERSIST' });
    let otherAnswer: unknown;
    duringDelay = async () => {
      // Another bettor's order is taken while the first is held: 200 of the 300 at 2.5 go to it.
      otherAnswer = (await order(other.session, spec, { side: 'back', price: 2.5, stake: 200, persistence: 'PERSIST' })).json();
    };
    const held = await order(backer.session, spec, { side: 'back', price: 2.5, stake: 300, persistence: 'PERSIST' });
    expect(otherAnswer).toMatchObject({ status: true, data: { sizeMatched: 200, sizeRemaining: 0 } });
    // 100 left at 2.5; the lay at 2.4 is below the backer's limit, so 200 waits at 2.5.
    expect(held.json()).toMatchObject({ status: true, data: { sizeMatched: 100, sizeRemaining: 200, averagePriceMatched: 2.5 } });
    expect(test.delays).toEqual([5_000, 5_000]);
  });

  it('BET-20 a spec client\'s order (no persistence) whose price moved during the delay is refused "Bet rate changed!"', async () => {
    const spec = await emptyBook();
    const layer = await bettor();
    const backer = await bettor();
    const other = await bettor();
    await order(layer.session, spec, { side: 'lay', price: 2.5, stake: 200, persistence: 'PERSIST' });
    await order(layer.session, spec, { side: 'lay', price: 2.4, stake: 200, persistence: 'PERSIST' });
    duringDelay = async () => void (await order(other.session, spec, { side: 'back', price: 2.5, stake: 200, persistence: 'PERSIST' }));
    const refused = await order(backer.session, spec, { side: 'back', price: 2.5, stake: 100 });
    expect(refused.statusCode).toBe(409);
    expect(errorMessageOf(refused)).toBe(strings.betRateChanged);
    expect(await betsOf(backer.user.id)).toEqual([]);
    expect(test.delays).toEqual([5_000, 5_000]);
  });

  it('a retry under the same idempotency key during the delay gets the same single bet and waits no second delay', async () => {
    const spec = await opened('bookmaker', { sportsName: 'Tennis', inPlay: true });
    const { user, session } = await bettor();
    const payload = withKey(betPayload(spec));
    let retry: ReturnType<typeof placeBetRequest> | undefined;
    duringDelay = async () => {
      retry = placeBetRequest(test, session, payload);
      // The retry reaches the server while the first is held (it answers only once the first is stored).
      await new Promise((resolve) => setImmediate(resolve));
    };
    const first = (await placeBetRequest(test, session, payload)).json() as { data: { betId: string } };
    const again = (await retry)?.json() as { data: { betId: string } };
    expect(again.data.betId).toBe(first.data.betId);
    expect(await betsOf(user.id)).toHaveLength(1);
    expect(test.delays).toEqual([3_000]);
  });

  it("an operator sets a domain's in-play delays with domain:upsert --in-play-delay; get-min-max shows them to the slip", async () => {
    const context = cliContextOf(test);
    const domainId = await localDomainId(test.app);
    const { title } = await test.db.selectFrom('domains').select('title').where('id', '=', domainId).executeTakeFirstOrThrow();
    const upsert = (delays: string[]) => domainUpsertCommand.prepare({ host: ['localhost'], title, inPlayDelay: delays })(context);
    await upsert(['cricket=2', 'Tennis=0.5']);
    await upsert(['horse-racing=0']);
    expect(() => domainUpsertCommand.prepare({ host: ['localhost'], title, inPlayDelay: ['golf=2'] })).toThrow(UsageError);
    expect(() => domainUpsertCommand.prepare({ host: ['localhost'], title, inPlayDelay: ['cricket=61'] })).toThrow(UsageError);

    const minMax = endpoints.minMax.response.parse(
      (await test.app.inject({ method: 'GET', url: `/api/get-min-max/${domainId}`, headers: { d: domainId } })).json(),
    );
    expect(minMax.data.inPlayDelay).toEqual({ Cricket: 2, Soccer: 5, Tennis: 0.5, 'Horse Racing': 0 });

    const { session } = await bettor();
    for (const [kind, sportsName] of [
      ['bookmaker', 'Cricket'],
      ['bookmaker', 'Tennis'],
      ['matchOdds', 'Soccer'],
      ['matchOdds', 'Horse Racing'],
    ] as const) {
      const spec = await opened(kind, { sportsName, inPlay: true });
      expect((await placeBetRequest(test, session, betPayload(spec))).json()).toMatchObject({ status: true });
    }
    // Horse racing at 0 waits nothing.
    expect(test.delays).toEqual([2_000, 500, 5_000]);
  });
});

describe('in-play bet delay with the games sped up (SPORTS_SPEED)', () => {
  const fast = useTestApp({ sportsSpeed: 10 });

  it('the in-play delays shrink as much as the games speed up, on the server and in get-min-max; pre-match stays', async () => {
    const { session } = await signedInTestUser(fast, { openingBalance: 10_000, exposureLimit: 100_000 });
    for (const inPlay of [true, false]) {
      const spec = marketSpec('bookmaker', { sportsName: 'Cricket', inPlay });
      await marketsOf(fast).open(spec);
      expect((await placeBetRequest(fast, session, betPayload(spec))).json()).toMatchObject({ status: true });
    }
    expect(fast.delays).toEqual([500, 100]);
    const domainId = await localDomainId(fast.app);
    const minMax = endpoints.minMax.response.parse(
      (await fast.app.inject({ method: 'GET', url: `/api/get-min-max/${domainId}`, headers: { d: domainId } })).json(),
    );
    expect(minMax.data.inPlayDelay).toEqual({ Cricket: 0.5, Soccer: 0.5, Tennis: 0.3, 'Horse Racing': 0.1 });
  });
});
