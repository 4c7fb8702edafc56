import { betDetailResponse } from '../../contract/bets';
import { placeBetResponse, type PersistenceType } from '../../contract/orders';
import type { MarketSpec, SelectionPrice } from '../../server/markets/types';
import { createTestUser, signedIn, type Session, type TestApp } from './helper';
import { betPayload, marketsOf, marketSpec } from './markets';

/** Bettors trading against each other's real waiting orders on an exchange market with no market maker. */
export interface Bettor {
  id: string;
  session: Session;
}

export async function bettor(test: TestApp, openingBalance = 1_000): Promise<Bettor> {
  const user = await createTestUser(test, { openingBalance, exposureLimit: 100_000 });
  return { id: user.id, session: await signedIn(test.app, user.userName, user.password) };
}

const RUNNER_NAMES = ['India', 'Australia', 'The Draw'];

/** A Match Odds market of `runners` runners (ids 11, 12, 13) with no prices of its own: its book holds only the bettors' orders. */
export async function emptyBook(test: TestApp, runners = 2): Promise<MarketSpec> {
  const selections: SelectionPrice[] = RUNNER_NAMES.slice(0, runners).map((name, index) => ({
    selectionId: 11 + index,
    name,
    back: null,
    lay: null,
  }));
  const spec = marketSpec('matchOdds', { selections });
  await marketsOf(test).open(spec);
  return spec;
}

export interface OrderOptions {
  side: 'back' | 'lay';
  price: number;
  stake: number;
  /** Default PERSIST: the order survives a suspension. */
  persistence?: PersistenceType;
  selectionIndex?: number;
  idempotencyKey?: string;
}

export const sendOrder = (test: TestApp, who: Bettor, spec: MarketSpec, options: OrderOptions) =>
  test.app.inject({
    method: 'POST',
    url: '/api/bet/save2',
    headers: who.session.headers,
    payload: {
      ...betPayload(spec, { type: options.side, price: options.price, stake: options.stake, selectionIndex: options.selectionIndex ?? 0 }),
      persistence: options.persistence ?? 'PERSIST',
      ...(options.idempotencyKey === undefined ? {} : { idempotencyKey: options.idempotencyKey }),
    },
  });

/** Places an order and answers its state; throws when refused. */
export async function order(test: TestApp, who: Bettor, spec: MarketSpec, options: OrderOptions) {
  const response = await sendOrder(test, who, spec, options);
  if (response.statusCode !== 200) throw new Error(`order refused: ${response.body}`);
  return placeBetResponse.parse(response.json()).data!;
}

export const detail = async (test: TestApp, who: Bettor, betId: string) =>
  betDetailResponse.parse((await test.app.inject({ method: 'GET', url: `/api/bet/${betId}`, headers: who.session.headers })).json()).data;

export const exposure = async (test: TestApp, who: Bettor) =>
  (await test.app.inject({ method: 'GET', url: '/api/bet/exposure/fetch', headers: who.session.headers })).json().data as number;

export const balanceCents = async (test: TestApp, who: Bettor) =>
  Number((await test.db.selectFrom('users').select('balance_cents').where('id', '=', who.id).executeTakeFirstOrThrow()).balance_cents);

/** The user's orders on the market as stored, oldest first. */
export const ordersOf = (test: TestApp, who: Bettor, spec: MarketSpec) =>
  test.db
    .selectFrom('bets')
    .selectAll()
    .where('user_id', '=', who.id)
    .where('market_id', '=', spec.marketId)
    .orderBy('order_seq')
    .execute();
