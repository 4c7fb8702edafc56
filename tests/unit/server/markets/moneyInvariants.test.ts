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
import type { MarketKind, MarketService, MarketSpec, SelectionPrice } from '../../../../server/markets/types';
import { findUserById } from '../../../../server/repositories/users';
import { seed } from '../../../../server/seed/seed';
import { placeBet, type BetDeps } from '../../../../server/services/bets/placeBet';
import { createAccount } from '../../../../server/services/users';
import { bruteForceExposure, type BruteMarket } from './bruteForce';
import { commandArbitrary, type Command, type Result } from './commands';
import { payloadFor } from './payloads';

let dataDir: string;
let db: Db;
let deps: BetDeps & { markets: MarketService };
let domainId: string;
let run = 0;
let rounds = 1;

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
  matchOdds: [1, 2, 3].map((id) => ({ selectionId: id, name: `Runner ${id}`, back: 2, lay: 2.1 })),
  bookmaker: [1, 2].map((id) => ({ selectionId: id, name: `Team ${id}`, back: 50, lay: 55 })),
  fancy: [{ selectionId: 7, name: 'Line', back: 60, lay: 58, backSize: 90, laySize: 110 }],
  casino: [1, 3].map((id) => ({ selectionId: id, name: `Player ${id}`, back: 1.98, lay: null })),
};

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
    roundId: kind === 'casino' ? 'round-1' : null,
    inPlay: true,
    selections: SELECTIONS[kind],
  }));
}

async function moneyState(userId: string) {
  const [user, bets, positions, ledger] = await Promise.all([
    db.selectFrom('users').select('balance_cents').where('id', '=', userId).executeTakeFirstOrThrow(),
    db.selectFrom('bets').selectAll().where('user_id', '=', userId).orderBy('id').execute(),
    db.selectFrom('positions').selectAll().where('user_id', '=', userId).where('open', '=', 1).execute(),
    db.selectFrom('ledger').select(['type', 'amount_cents']).where('user_id', '=', userId).execute(),
  ]);
  return { balance: Number(user.balance_cents), bets, positions, ledger };
}

type State = Awaited<ReturnType<typeof moneyState>>;

function assertInvariants(state: State, markets: ReadonlyMap<string, BruteMarket>): void {
  const ledgerSum = state.ledger.reduce((sum, row) => sum + (row.type === 'deposite' ? 1 : -1) * Number(row.amount_cents), 0);
  expect(ledgerSum).toBe(state.balance);
  const exposure = state.positions.reduce((sum, row) => sum + Number(row.exposure_cents), 0);
  const openBets = state.bets.filter((bet) => bet.status === 'open');
  expect(exposure).toBe(bruteForceExposure(openBets, markets));
  expect(state.balance - exposure).toBeGreaterThanOrEqual(0);
}

/** Moves both prices by `step` (fancy lines by whole runs), never below 1.01. */
const reprice = (selection: SelectionPrice, step: number): SelectionPrice => ({
  ...selection,
  back: selection.back === null ? null : Math.max(1.01, Math.round((selection.back + step) * 100) / 100),
  lay: selection.lay === null ? null : Math.max(1.01, Math.round((selection.lay + step) * 100) / 100),
});

/** Runs one command; returns whether the state must be exactly as before (replays, second settlements). */
async function apply(command: Command, specs: MarketSpec[], userId: string, accepted: BetPayload[]): Promise<boolean> {
  const spec = specs[command.market % specs.length] as MarketSpec;
  const market = await deps.markets.get(spec.marketId);
  const user = await findUserById(db, userId);
  if (!market || !user) throw new Error('setup lost');
  const tryBet = (payload: BetPayload) => placeBet(deps, user, payload).catch((error: unknown) => {
    if (!(error instanceof ApiError) || error.statusCode >= 500) throw error;
  });
  switch (command.kind) {
    case 'bet': {
      const payload = payloadFor(market, command);
      const before = await db.selectFrom('bets').select('id').where('user_id', '=', userId).execute();
      await tryBet(payload);
      const after = await db.selectFrom('bets').select('id').where('user_id', '=', userId).execute();
      if (after.length > before.length) accepted.push(payload);
      if (command.stale) expect(after.length).toBe(before.length);
      return false;
    }
    case 'replay': {
      const payload = accepted[command.index % Math.max(1, accepted.length)];
      if (payload) await tryBet(payload);
      return payload !== undefined;
    }
    case 'reprice':
      if (market.status === 'settled' || market.status === 'void') return false;
      await deps.markets.reprice(market.marketId, market.selections.map((selection) => reprice(selection, market.kind === 'fancy' ? command.step : command.step / 100)));
      return false;
    case 'settle': {
      const first = await deps.markets.settle(market.marketId, resultFor(market.kind, market.selections, command.result));
      if (!first.applied) return true;
      if (market.kind === 'casino') await deps.markets.open({ ...market, roundId: `round-${(rounds += 1)}` });
      return false;
    }
  }
}

function resultFor(kind: MarketKind, selections: SelectionPrice[], result: Result) {
  if (result.void) return { kind: 'void' } as const;
  if (kind === 'fancy') return { kind: 'runs', value: result.pick % 121 } as const;
  return { kind: 'winner', selectionId: (selections[result.pick % selections.length] as SelectionPrice).selectionId } as const;
}

describe('money invariants over random sequences of bets, repricings and settlements', () => {
  it('SRV-09 SRV-13 SRV-35 ledger = balance, exposure = brute-force worst case, balance − exposure ≥ 0, replays and second settlements change nothing', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 200, max: 6_000 }), fc.array(commandArbitrary, { minLength: 1, maxLength: 25 }), async (balance, commands) => {
        const specs = specsOfRun();
        for (const spec of specs) await deps.markets.open(spec);
        const bruteMarkets = new Map(specs.map((spec) => [spec.marketId, { kind: spec.kind, selectionIds: spec.selections.map((s) => s.selectionId) }]));
        const userId = await createAccount(db, Date.now, { domainId, userName: `prop-${run}`, password: 'property-pass', openingBalance: balance, exposureLimit: 8_000 });
        const accepted: BetPayload[] = [];
        for (const command of commands) {
          const before = await moneyState(userId);
          const mustNotChange = await apply(command, specs, userId, accepted);
          const after = await moneyState(userId);
          if (mustNotChange) expect(after).toEqual(before);
          assertInvariants(after, bruteMarkets);
        }
      }),
      { numRuns: 40 },
    );
  }, 120_000);
});
