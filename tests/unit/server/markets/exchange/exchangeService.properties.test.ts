import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PersistenceType } from '../../../../../contract/orders';
import { strings } from '../../../../../contract/strings';
import { connect, type Db } from '../../../../../server/db/connect';
import { migrateToLatest } from '../../../../../server/db/migrate';
import { ApiError } from '../../../../../server/errors';
import { createMarketService } from '../../../../../server/markets/service';
import type { MarketService, MarketSpec } from '../../../../../server/markets/types';
import { findUserById } from '../../../../../server/repositories/users';
import { seed } from '../../../../../server/seed/seed';
import { cancelBet } from '../../../../../server/services/bets/cancelBet';
import { placeBet } from '../../../../../server/services/bets/placeBet';
import { createAccount } from '../../../../../server/services/users';
import { betPayload } from '../../../../support/betPayload';

let dataDir: string;
let db: Db;
let markets: MarketService;
let domainId: string;
let run = 0;
const deps = () => ({ db, now: Date.now, sleep: async () => undefined });

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'exchange-props-'));
  db = connect({ dataDir, databaseUrl: null });
  await migrateToLatest(db);
  await seed(db, { now: Date.now, demoPassword: 'property-pass' });
  markets = createMarketService(db, Date.now);
  domainId = (await db.selectFrom('domain_hosts').select('domain_id').where('host', '=', 'localhost').executeTakeFirstOrThrow()).domain_id;
});
afterAll(async () => {
  await db.destroy();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Every bettor opens with 2,000. */
const OPENING_CENTS = 200_000;
let placedInAllRuns = 0;

const PRICES = [1.95, 1.97, 1.99, 2, 2.02, 2.04, 2.06];
type OrderStep = {
  kind: 'order';
  who: number;
  runner: number;
  side: 'back' | 'lay';
  price: number;
  stake: number;
  persistence: PersistenceType;
};
type Step = OrderStep | { kind: 'burst'; orders: OrderStep[] } | { kind: 'cancel'; pick: number } | { kind: 'suspend' } | { kind: 'quote' };
const orderArbitrary: fc.Arbitrary<OrderStep> = fc.record({
  kind: fc.constant('order' as const),
  who: fc.nat({ max: 2 }),
  runner: fc.nat({ max: 1 }),
  side: fc.constantFrom('back' as const, 'lay' as const),
  price: fc.constantFrom(...PRICES),
  stake: fc.integer({ min: 100, max: 400 }),
  persistence: fc.constantFrom('LAPSE' as const, 'PERSIST' as const, 'CANCEL' as const),
});
const stepArbitrary: fc.Arbitrary<Step> = fc.oneof(
  { weight: 6, arbitrary: orderArbitrary },
  // Orders sent at once: they reach the market's queue together and go in one batch.
  {
    weight: 3,
    arbitrary: fc.record({ kind: fc.constant('burst' as const), orders: fc.array(orderArbitrary, { minLength: 2, maxLength: 6 }) }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('cancel' as const), pick: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('suspend' as const) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('quote' as const) }) },
);

/** A back wins stake × (price − 1) when its runner wins, to the cent; a lay risks the same. Worked from the odds. */
const winnings = (price: number, cents: number) => Math.round((cents * Math.round((price - 1) * 100)) / 100);

async function orders(marketId: string) {
  return db.selectFrom('bets').selectAll().where('market_id', '=', marketId).execute();
}

/** Exposure by hand from the bet rows: the worse runner of the matched margins, plus every waiting order's liability. */
async function expectedExposure(userId: string, marketId: string, runners: number[]): Promise<number> {
  const mine = (await orders(marketId)).filter((row) => row.user_id === userId);
  const outcome = (winner: number) =>
    mine.reduce((sum, row) => {
      const wins = (Number(row.selection_id) === winner) === (row.type === 'back');
      return sum + (wins ? Number(row.favour_margin_cents) : -Number(row.against_margin_cents));
    }, 0);
  const worst = Math.max(0, -Math.min(...runners.map(outcome)));
  const waiting = mine.reduce((sum, row) => {
    const left = Number(row.size_remaining_cents);
    return sum + (row.type === 'back' ? left : winnings(Number(row.price), left));
  }, 0);
  return worst + waiting;
}

const exposureOf = async (userId: string, marketId: string) =>
  Number(
    (
      await db
        .selectFrom('positions')
        .select('exposure_cents')
        .where('user_id', '=', userId)
        .where('market_id', '=', marketId)
        .executeTakeFirst()
    )?.exposure_cents ?? 0,
  );
const balancesOf = async () =>
  new Map((await db.selectFrom('users').select(['id', 'balance_cents']).execute()).map((row) => [row.id, Number(row.balance_cents)]));

describe('the exchange through its service, over random order sequences', () => {
  it('orders one by one and in bursts that go in one batch: never crossed at rest; fills within both limits and agreeing with both orders; exposure = matched worst case + waiting liability, within the balance; a cancel releases exactly the unmatched liability; an order affordable alone is placed, a refusal is for money only; each account (market maker included) settles at its net less 2 % commission on a net win', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(stepArbitrary, { minLength: 1, maxLength: 25 }), fc.nat({ max: 1 }), async (steps, winnerIndex) => {
        run += 1;
        const spec: MarketSpec = {
          marketId: `exchange-r${run}`,
          kind: 'matchOdds',
          eventId: 4,
          leagueId: 'L',
          matchId: `xr${run}`,
          eventName: 'Property match',
          sportsName: 'Cricket',
          marketName: 'Match Odds',
          inPlay: true,
          selections: [
            { selectionId: 1, name: 'Home', back: 2, lay: 2.02, quoteSize: 150 },
            { selectionId: 2, name: 'Away', back: null, lay: null },
          ],
        };
        await markets.open(spec);
        const bettors: string[] = [];
        for (let index = 0; index < 3; index += 1) {
          bettors.push(
            await createAccount(db, Date.now, {
              domainId,
              userName: `x${run}-${index}`,
              password: 'property-pass',
              openingBalance: OPENING_CENTS / 100,
              exposureLimit: 100_000,
            }),
          );
        }
        const startBalances = await balancesOf();
        /** Each order's answer: placed, or refused with the message it got. */
        const place = async (step: OrderStep): Promise<string> => {
          const user = await findUserById(db, bettors[step.who] as string);
          const payload = {
            ...betPayload(spec, { selectionIndex: step.runner, type: step.side, price: step.price, stake: step.stake }),
            persistence: step.persistence,
          };
          return placeBet(deps(), user!, payload).then(
            () => 'placed',
            (error: unknown) => {
              if (!(error instanceof ApiError) || error.statusCode >= 500) throw error;
              return error.message;
            },
          );
        };
        const answers: string[] = [];
        for (const step of steps) {
          if (step.kind === 'order') {
            // Alone, an order adds at most its own liability to its owner's exposure: within the free balance it must be placed.
            const userId = bettors[step.who] as string;
            const free = OPENING_CENTS - (await exposureOf(userId, spec.marketId));
            const liability = step.side === 'back' ? step.stake * 100 : winnings(step.price, step.stake * 100);
            const answer = await place(step);
            if (liability <= free) expect(answer, `${JSON.stringify(step)} with ${free} free`).toBe('placed');
            answers.push(answer);
          } else if (step.kind === 'burst') answers.push(...(await Promise.all(step.orders.map(place))));
          else if (step.kind === 'cancel') {
            const waiting = (await orders(spec.marketId)).filter(
              (row) => row.order_status === 'EXECUTABLE' && bettors.includes(row.user_id),
            );
            const row = waiting[step.pick % Math.max(1, waiting.length)];
            if (row) {
              const exposureBefore = await exposureOf(row.user_id, spec.marketId);
              const unmatched =
                row.type === 'back' ? Number(row.size_remaining_cents) : winnings(Number(row.price), Number(row.size_remaining_cents));
              const user = await findUserById(db, row.user_id);
              const answer = await cancelBet(deps(), user!, row.id);
              expect(answer.data.sizeCancelled * 100).toBe(Number(row.size_remaining_cents));
              expect(exposureBefore - (await exposureOf(row.user_id, spec.marketId))).toBe(unmatched);
            }
          } else if (step.kind === 'suspend') {
            await markets.suspend(spec.marketId);
            await markets.resume(spec.marketId);
          } else {
            await markets.quote(spec.marketId);
          }
          const levels = (await markets.levels([spec.marketId])).get(spec.marketId);
          for (const runner of levels?.values() ?? []) {
            const [bestBack, bestLay] = [runner.availableToBack[0]?.price, runner.availableToLay[0]?.price];
            if (bestBack !== undefined && bestLay !== undefined) expect(bestBack).toBeLessThan(bestLay);
          }
          const rows = await orders(spec.marketId);
          const byId = new Map(rows.map((row) => [row.id, row]));
          const fills = await db.selectFrom('fills').selectAll().where('market_id', '=', spec.marketId).execute();
          for (const fill of fills) {
            expect(Number(fill.price)).toBeGreaterThanOrEqual(Number(byId.get(fill.back_bet_id)?.price));
            expect(Number(fill.price)).toBeLessThanOrEqual(Number(byId.get(fill.lay_bet_id)?.price));
          }
          for (const row of rows) {
            const filled = fills.filter((fill) => fill.back_bet_id === row.id || fill.lay_bet_id === row.id);
            expect(filled.reduce((sum, fill) => sum + Number(fill.size_cents), 0)).toBe(Number(row.size_matched_cents));
            expect(
              Number(row.size_matched_cents) +
                Number(row.size_remaining_cents) +
                Number(row.size_cancelled_cents) +
                Number(row.size_lapsed_cents),
            ).toBe(Number(row.stake_cents));
          }
          for (const selectionId of [1, 2]) {
            const matched = (side: string) =>
              rows
                .filter((row) => Number(row.selection_id) === selectionId && row.type === side)
                .reduce((sum, row) => sum + Number(row.size_matched_cents), 0);
            expect(matched('back')).toBe(matched('lay'));
          }
          expect(answers.filter((answer) => answer !== 'placed').every((answer) => answer === strings.betInsufficientBalance)).toBe(true);
          expect(rows.filter((row) => bettors.includes(row.user_id))).toHaveLength(answers.filter((answer) => answer === 'placed').length);
          const balances = await balancesOf();
          for (const userId of new Set(rows.map((row) => row.user_id))) {
            const exposure = await exposureOf(userId, spec.marketId);
            expect(exposure).toBe(await expectedExposure(userId, spec.marketId, [1, 2]));
            if (bettors.includes(userId)) expect(exposure).toBeLessThanOrEqual(balances.get(userId) ?? 0);
          }
        }
        placedInAllRuns += answers.filter((answer) => answer === 'placed').length;
        const winner = winnerIndex + 1;
        const rows = await orders(spec.marketId);
        await markets.settle(spec.marketId, { kind: 'winner', selectionId: winner });
        const after = await balancesOf();
        // Each account (the market maker too) gets its net on the market from its matched margins, less 2 % commission on a net win.
        for (const userId of new Set(rows.map((row) => row.user_id))) {
          const net = rows
            .filter((row) => row.user_id === userId)
            .reduce(
              (sum, row) =>
                sum +
                ((Number(row.selection_id) === winner) === (row.type === 'back')
                  ? Number(row.favour_margin_cents)
                  : -Number(row.against_margin_cents)),
              0,
            );
          const commission = net > 0 ? Math.round((net * 2) / 100) : 0;
          expect((after.get(userId) ?? 0) - (startBalances.get(userId) ?? 0), `account ${userId} net ${net}`).toBe(net - commission);
        }
      }),
      { numRuns: 15 },
    );
    expect(placedInAllRuns).toBeGreaterThan(0);
  }, 120_000);
});
