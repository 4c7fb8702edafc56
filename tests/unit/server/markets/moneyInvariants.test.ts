import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BetPayload } from '../../../../contract/bets';
import { connect, type Db } from '../../../../server/db/connect';
import { migrateToLatest } from '../../../../server/db/migrate';
import { ApiError } from '../../../../server/errors';
import { createMarketService } from '../../../../server/markets/service';
import type { MarketKind, MarketResult, MarketService, MarketSpec, SelectionPrice } from '../../../../server/markets/types';
import { findUserById } from '../../../../server/repositories/users';
import { seed } from '../../../../server/seed/seed';
import { placeBet, type BetDeps } from '../../../../server/services/bets/placeBet';
import { createAccount } from '../../../../server/services/users';
import { betPayload } from '../../../support/betPayload';
import { commandArbitrary, type Command, type Result } from './commands';
import { betTheRulesTake, exposureOf, openBetsOf, outcomeOf, settleInModel, statusAfter, type Model, type ModelMarket } from './model';

let dataDir: string;
let db: Db;
let deps: BetDeps & { markets: MarketService };
let domainId: string;
let run = 0;
let keys = 0;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'money-props-'));
  db = connect({ dataDir, databaseUrl: null });
  await migrateToLatest(db);
  await seed(db, { now: Date.now, demoPassword: 'property-pass' });
  deps = { db, now: Date.now, markets: createMarketService(db, Date.now), sleep: async () => undefined };
  domainId = (await db.selectFrom('domain_hosts').select('domain_id').where('host', '=', 'localhost').executeTakeFirstOrThrow()).domain_id;
});
afterAll(async () => {
  await db.destroy();
  rmSync(dataDir, { recursive: true, force: true });
});

const KINDS: MarketKind[] = ['matchOdds', 'bookmaker', 'fancy', 'casino'];
const SELECTIONS: Record<MarketKind, SelectionPrice[]> = {
  // The market maker quotes more at each price than a run can stake (30 bets of at most 2,000), so every
  // match odds bet at the live price is matched in full, as the model takes it.
  matchOdds: [1, 2, 3].map((id) => ({ selectionId: id, name: `Runner ${id}`, back: 2, lay: 2.1, quoteSize: 60_000 })),
  bookmaker: [1, 2].map((id) => ({ selectionId: id, name: `Team ${id}`, back: 50, lay: 55 })),
  fancy: [{ selectionId: 7, name: 'Line', back: 60, lay: 58, backSize: 90, laySize: 110 }],
  // Player 1 takes lays (as 32 Cards' players do), Player 3 back bets only.
  casino: [1, 3].map((id) => ({ selectionId: id, name: `Player ${id}`, back: 1.98, lay: id === 1 ? 2.1 : null })),
};
/**
 * One reprice step per kind, large enough that a back and a later lay can both win (a book with no loss). Match
 * odds move by 0.1 so the moved prices stay on the exchange ladder (0.05 gave 2.05, which no order may name).
 */
const PRICE_STEP: Record<MarketKind, number> = { matchOdds: 0.1, bookmaker: 2, fancy: 1, casino: 0.05 };

function specsOfRun(): MarketSpec[] {
  run += 1;
  return KINDS.map((kind) => ({
    marketId: kind === 'fancy' ? `4-L-r${run}:7` : `${kind}-r${run}`,
    kind,
    eventId: kind === 'casino' ? 56767 : 4,
    leagueId: 'L',
    matchId: `r${run}`,
    eventName: 'Property match',
    sportsName: kind === 'casino' ? 'Casino' : 'Cricket',
    marketName: kind,
    roundId: kind === 'casino' ? `round-${run}-1` : null,
    inPlay: true,
    selections: SELECTIONS[kind],
  }));
}

/** Everything a command may change: the money and the markets (a second settlement must not rewrite a result). */
async function serverState(userId: string) {
  const [user, bets, positions, ledger, markets] = await Promise.all([
    db.selectFrom('users').select('balance_cents').where('id', '=', userId).executeTakeFirstOrThrow(),
    db.selectFrom('bets').selectAll().where('user_id', '=', userId).orderBy('id').execute(),
    db.selectFrom('positions').selectAll().where('user_id', '=', userId).where('open', '=', 1).execute(),
    db.selectFrom('ledger').select(['type', 'amount_cents']).where('user_id', '=', userId).execute(),
    db.selectFrom('markets').select(['id', 'status', 'result', 'round_id']).where('match_id', '=', `r${run}`).orderBy('id').execute(),
  ]);
  return { balance: Number(user.balance_cents), bets, positions, ledger, markets };
}

type State = Awaited<ReturnType<typeof serverState>>;

const betKey = (bet: {
  market_id: string;
  selection_id: number | string;
  type: string;
  price: number | string;
  favour_margin_cents: number | string;
  against_margin_cents: number | string;
}) =>
  [
    bet.market_id,
    Number(bet.selection_id),
    bet.type,
    Number(bet.price),
    Number(bet.favour_margin_cents),
    Number(bet.against_margin_cents),
  ].join(' ');

/** SRV-09 SRV-13 SRV-35 CONST-07: the server holds what the rules say, and its own books agree with themselves. */
function assertMatchesModel(state: State, model: Model): void {
  const ledgerSum = state.ledger.reduce((sum, row) => sum + (row.type === 'deposite' ? 1 : -1) * Number(row.amount_cents), 0);
  expect(ledgerSum).toBe(state.balance);
  expect(state.balance).toBe(model.balanceCents);
  const openBets = state.bets.filter((bet) => bet.status === 'open');
  expect(openBets.map(betKey).sort()).toEqual(openBetsOf(model).map(betKey).sort());
  for (const position of state.positions) expect(Number(position.exposure_cents)).toBeGreaterThanOrEqual(0);
  const exposure = state.positions.reduce((sum, row) => sum + Number(row.exposure_cents), 0);
  expect(exposure).toBe(exposureOf(model));
  expect(state.balance - exposure).toBeGreaterThanOrEqual(0);
  expect(exposure).toBeLessThanOrEqual(model.exposureLimitCents);
}

/** Moves both prices by `steps` of the kind's step, never below 1.01. */
const movedBy = (selection: SelectionPrice, change: number): SelectionPrice => {
  const move = (price: number | null) => (price === null ? null : Math.max(1.01, Math.round((price + change) * 100) / 100));
  return { ...selection, back: move(selection.back), lay: move(selection.lay) };
};

function resultOf(spec: MarketSpec, result: Result): MarketResult {
  const settled = outcomeOf(spec, result);
  if (settled.void) return { kind: 'void' };
  return spec.kind === 'fancy' ? { kind: 'runs', value: settled.outcome } : { kind: 'winner', selectionId: settled.outcome };
}

interface Run {
  userId: string;
  model: Model;
  accepted: BetPayload[];
}

/** Runs one command on the server and in the model; returns whether the server's state must be exactly as before. */
async function apply(command: Command, state: Run): Promise<boolean> {
  const market = state.model.markets[command.market % state.model.markets.length] as ModelMarket;
  const { spec } = market;
  const user = await findUserById(db, state.userId);
  if (!user) throw new Error('setup lost');
  const tryBet = (payload: BetPayload) =>
    placeBet(deps, user, payload).then(
      () => true,
      (error: unknown) => {
        if (!(error instanceof ApiError) || error.statusCode >= 500) throw error;
        return false;
      },
    );
  const final = market.status === 'settled' || market.status === 'void';
  switch (command.kind) {
    case 'bet': {
      const selection = spec.selections[command.selection % spec.selections.length] as SelectionPrice;
      const live = (command.type === 'back' ? selection.back : selection.lay) ?? 0;
      const price = command.stale ? live + (spec.kind === 'fancy' ? 1 : 0.01) : live;
      const payload = betPayload(spec, {
        selectionIndex: command.selection,
        type: command.type,
        stake: command.stake,
        price,
        idempotencyKey: `property-${(keys += 1)}`,
      });
      const expected = betTheRulesTake(state.model, market, command);
      expect(await tryBet(payload), `bet ${JSON.stringify(command)} on a ${market.status} market`).toBe(expected !== null);
      if (expected) {
        market.bets.push(expected);
        state.accepted.push(payload);
      }
      return false;
    }
    case 'replay': {
      const payload = state.accepted[command.index % Math.max(1, state.accepted.length)];
      if (payload) await tryBet(payload);
      return payload !== undefined;
    }
    case 'reprice':
      if (final) return false;
      market.spec = { ...spec, selections: spec.selections.map((selection) => movedBy(selection, command.step * PRICE_STEP[spec.kind])) };
      await deps.markets.reprice(spec.marketId, market.spec.selections);
      return false;
    case 'status':
      if (final) return false;
      await deps.markets[command.change](spec.marketId);
      market.status = statusAfter(market.status, command.change);
      return false;
    case 'settle': {
      const summary = await deps.markets.settle(spec.marketId, resultOf(spec, command.result));
      const applied = settleInModel(state.model, market, command.result);
      expect(summary.applied).toBe(applied);
      if (!applied) return true;
      if (spec.kind === 'casino') {
        market.spec = { ...spec, roundId: `${spec.roundId ?? ''}+` };
        await deps.markets.open(market.spec);
        market.status = 'open';
      }
      return false;
    }
  }
}

describe('money invariants over random sequences of bets, repricings, status changes and settlements', () => {
  it('SRV-09 SRV-13 SRV-35 CONST-07 the server takes exactly the bets the rules allow; ledger = balance = the model; exposure = brute-force worst case, never negative, balance − exposure ≥ 0; replays and second settlements change nothing', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 200, max: 6_000 }),
        fc.integer({ min: 100, max: 8_000 }),
        fc.array(commandArbitrary, { minLength: 1, maxLength: 30 }),
        async (balance, exposureLimit, commands) => {
          const specs = specsOfRun();
          for (const spec of specs) await deps.markets.open(spec);
          const userId = await createAccount(db, Date.now, {
            domainId,
            userName: `prop-${run}`,
            password: 'property-pass',
            openingBalance: balance,
            exposureLimit,
          });
          const model: Model = {
            balanceCents: balance * 100,
            exposureLimitCents: exposureLimit * 100,
            markets: specs.map((spec) => ({ spec, status: 'open', bets: [] })),
          };
          const state: Run = { userId, model, accepted: [] };
          for (const command of commands) {
            const before = await serverState(userId);
            const mustNotChange = await apply(command, state);
            const after = await serverState(userId);
            if (mustNotChange) expect(after).toEqual(before);
            assertMatchesModel(after, model);
          }
        },
      ),
      { numRuns: 40 },
    );
  }, 120_000);
});
