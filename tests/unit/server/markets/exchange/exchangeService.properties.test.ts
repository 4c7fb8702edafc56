import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PersistenceType } from '../../../../../contract/orders';
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

const PRICES = [1.95, 1.97, 1.99, 2, 2.02, 2.04, 2.06];
type OrderStep = { kind: 'order'; who: number; runner: number; side: 'back' | 'lay'; price: number; stake: number; persistence: PersistenceType };
type Step =
  | OrderStep
  | { kind: 'burst'; orders: OrderStep[] }
  | { kind: 'cancel'; pick: number }
  | { kind: 'suspend' }
  | { kind: 'quote' };
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
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('burst' as const), orders: fc.array(orderArbitrary, { minLength: 2, maxLength: 6 }) }) },
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
  Number((await db.selectFrom('positions').select('exposure_cents').where('user_id', '=', userId).where('market_id', '=', marketId).executeTakeFirst())?.exposure_cents ?? 0);
const balancesOf = async () => new Map((await db.selectFrom('users').select(['id', 'balance_cents']).execute()).map((row) => [row.id, Number(row.balance_cents)]));

describe('the exchange through its service, over random order sequences (issue 18)', () => {
  it('orders one by one and in bursts that go in one batch: never crossed at rest; fills within both limits and agreeing with both orders; exposure = matched worst case + waiting liability, within the balance; a cancel releases exactly the unmatched liability; money (market maker included) + commission conserved', async () => {
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
          bettors.push(await createAccount(db, Date.now, { domainId, userName: `x${run}-${index}`, password: 'property-pass', openingBalance: 2_000, exposureLimit: 100_000 }));
        }
        const startBalances = await balancesOf();
        const place = async (step: OrderStep) => {
          const user = await findUserById(db, bettors[step.who] as string);
          const payload = { ...betPayload(spec, { selectionIndex: step.runner, type: step.side, price: step.price, stake: step.stake }), persistence: step.persistence };
          await placeBet(deps(), user!, payload).catch((error: unknown) => {
            if (!(error instanceof ApiError) || error.statusCode >= 500) throw error;
          });
        };
        for (const step of steps) {
          if (step.kind === 'order') await place(step);
          else if (step.kind === 'burst') await Promise.all(step.orders.map(place));
          else if (step.kind === 'cancel') {
            const waiting = (await orders(spec.marketId)).filter((row) => row.order_status === 'EXECUTABLE' && bettors.includes(row.user_id));
            const row = waiting[step.pick % Math.max(1, waiting.length)];
            if (row) {
              const exposureBefore = await exposureOf(row.user_id, spec.marketId);
              const unmatched = row.type === 'back' ? Number(row.size_remaining_cents) : winnings(Number(row.price), Number(row.size_remaining_cents));
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
            expect(Number(row.size_matched_cents) + Number(row.size_remaining_cents) + Number(row.size_cancelled_cents) + Number(row.size_lapsed_cents)).toBe(Number(row.stake_cents));
          }
          for (const selectionId of [1, 2]) {
            const matched = (side: string) => rows.filter((row) => Number(row.selection_id) === selectionId && row.type === side).reduce((sum, row) => sum + Number(row.size_matched_cents), 0);
            expect(matched('back')).toBe(matched('lay'));
          }
          const balances = await balancesOf();
          for (const userId of new Set(rows.map((row) => row.user_id))) {
            const exposure = await exposureOf(userId, spec.marketId);
            expect(exposure).toBe(await expectedExposure(userId, spec.marketId, [1, 2]));
            if (bettors.includes(userId)) expect(exposure).toBeLessThanOrEqual(balances.get(userId) ?? 0);
          }
        }
        await markets.settle(spec.marketId, { kind: 'winner', selectionId: winnerIndex + 1 });
        const after = await balancesOf();
        const moved = [...after].reduce((sum, [id, cents]) => sum + cents - (startBalances.get(id) ?? 0), 0);
        const commission = await db
          .selectFrom('ledger')
          .innerJoin('bets', 'bets.id', 'ledger.bet_id')
          .select('ledger.amount_cents')
          .where('bets.market_id', '=', spec.marketId)
          .where('ledger.display_text', 'like', '%/ Commission')
          .execute();
        expect(moved + commission.reduce((sum, row) => sum + Number(row.amount_cents), 0)).toBe(0);
      }),
      { numRuns: 15 },
    );
  }, 120_000);
});
