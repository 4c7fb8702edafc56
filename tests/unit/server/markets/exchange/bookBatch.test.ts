import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { strings } from '../../../../../contract/strings';
import { connect, type Db } from '../../../../../server/db/connect';
import { migrateToLatest } from '../../../../../server/db/migrate';
import { ApiError } from '../../../../../server/errors';
import { bookBatchIn } from '../../../../../server/markets/exchange/bookBatch';
import type { NewOrder } from '../../../../../server/markets/exchange/orderParts';
import { marketOfRow } from '../../../../../server/markets/rows';
import { createMarketService } from '../../../../../server/markets/service';
import type { MarketSpec } from '../../../../../server/markets/types';
import { findMarketRow } from '../../../../../server/repositories/markets';
import { seed } from '../../../../../server/seed/seed';
import { createAccount } from '../../../../../server/services/users';

let dataDir: string;
let db: Db;
let domainId: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'place-orders-'));
  db = connect({ dataDir, databaseUrl: null });
  await migrateToLatest(db);
  await seed(db, { now: Date.now, demoPassword: 'batch-pass' });
  domainId = (await db.selectFrom('domain_hosts').select('domain_id').where('host', '=', 'localhost').executeTakeFirstOrThrow()).domain_id;
});
afterAll(async () => {
  await db.destroy();
  rmSync(dataDir, { recursive: true, force: true });
});

const SPEC: MarketSpec = {
  marketId: 'batch-1',
  kind: 'matchOdds',
  eventId: 4,
  leagueId: 'L',
  matchId: 'batch-match',
  eventName: 'Home v Away',
  sportsName: 'Cricket',
  marketName: 'Match Odds',
  inPlay: true,
  selections: [
    { selectionId: 1, name: 'Home', back: null, lay: null },
    { selectionId: 2, name: 'Away', back: null, lay: null },
  ],
};

describe('a batch of exchange orders', () => {
  it('matches each order against the book the orders before it left, checks each owner against that, writes each order once as it ends', async () => {
    await createMarketService(db, Date.now).open(SPEC);
    const market = marketOfRow((await findMarketRow(db, SPEC.marketId))!);
    const account = (name: string, openingBalance: number) =>
      createAccount(db, Date.now, { domainId, userName: name, password: 'batch-pass', openingBalance, exposureLimit: 1_000_000 });
    const [rich, second, small] = [
      await account('batch-rich', 1_000),
      await account('batch-second', 1_000),
      await account('batch-small', 100),
    ];
    const [home, away] = SPEC.selections as [MarketSpec['selections'][number], MarketSpec['selections'][number]];
    const order = (
      userId: string,
      selection: typeof home,
      side: 'back' | 'lay',
      price: number,
      sizeCents: number,
      extra: Partial<NewOrder> = {},
    ): NewOrder => ({
      user: { id: userId, domain_id: domainId },
      selection,
      side,
      price,
      sizeCents,
      persistence: 'lapse',
      idempotencyKey: null,
      placeTime: '2026-11-27T00:00:00.000Z',
      marketType: 'Match Odds',
      atBestOnly: false,
      ...extra,
    });
    const batch = [
      order(rich, home, 'lay', 2.5, 10_000, { persistence: 'persist' }), // A rests
      order(second, home, 'back', 2.5, 6_000), // B takes 6,000 of A
      order(second, home, 'back', 2.5, 6_000), // C takes A's last 4,000, 2,000 rests
      order(small, home, 'back', 3, 8_000), // D rests: the small account's 100.00 less 80.00
      order(small, away, 'back', 3, 3_000), // E would risk 110.00 of 100.00: refused
      order(rich, home, 'back', 2.5, 1_000, { atBestOnly: true }), // F: no lay waits any more, so 2.5 is no longer the best
      order(rich, home, 'lay', 3, 5_000), // G takes C's 2,000 at 2.5 (C arrived in this batch), then 3,000 of D at 3.0
    ];
    const outcomes = await db.transaction().execute((trx) => bookBatchIn(trx, market, batch, '2026-11-27T00:00:00.000Z'));

    const refusal = (index: number) => {
      const outcome = outcomes[index];
      return outcome && 'error' in outcome && outcome.error instanceof ApiError
        ? [outcome.error.statusCode, outcome.error.message]
        : outcome;
    };
    expect(refusal(4)).toEqual([422, strings.betInsufficientBalance]);
    expect(refusal(5)).toEqual([409, strings.betRateChanged]);
    const answered = outcomes.map((outcome) =>
      outcome && 'bet' in outcome ? [outcome.bet.size_matched_cents, outcome.bet.size_remaining_cents, outcome.bet.order_status] : null,
    );
    // Each answer says what its order did when it was placed: C was still waiting 2,000 then.
    expect(answered).toEqual([
      [0, 10_000, 'EXECUTABLE'],
      [6_000, 0, 'EXECUTION_COMPLETE'],
      [4_000, 2_000, 'EXECUTABLE'],
      [0, 8_000, 'EXECUTABLE'],
      null,
      null,
      [5_000, 0, 'EXECUTION_COMPLETE'],
    ]);

    const rows = await db.selectFrom('bets').selectAll().where('market_id', '=', SPEC.marketId).orderBy('order_seq').execute();
    const ids = new Map(outcomes.flatMap((outcome, index) => (outcome && 'bet' in outcome ? [[outcome.bet.id, 'ABCDEFG'[index]]] : [])));
    // Worked by hand: volume = Σ size × price in hundredths; a back's favour is size × (price − 1), a lay's against the same.
    expect(
      rows.map((row) => [
        ids.get(row.id),
        Number(row.size_matched_cents),
        Number(row.size_remaining_cents),
        row.order_status,
        Number(row.matched_volume),
        Number(row.favour_margin_cents),
        Number(row.against_margin_cents),
      ]),
    ).toEqual([
      ['A', 10_000, 0, 'EXECUTION_COMPLETE', 2_500_000, 10_000, 15_000],
      ['B', 6_000, 0, 'EXECUTION_COMPLETE', 1_500_000, 9_000, 6_000],
      ['C', 6_000, 0, 'EXECUTION_COMPLETE', 1_500_000, 9_000, 6_000],
      ['D', 3_000, 5_000, 'EXECUTABLE', 900_000, 6_000, 3_000],
      ['G', 5_000, 0, 'EXECUTION_COMPLETE', 1_400_000, 5_000, 9_000],
    ]);
    const seqs = rows.map((row) => Number(row.order_seq));
    expect(seqs).toEqual([seqs[0], (seqs[0] as number) + 1, (seqs[0] as number) + 2, (seqs[0] as number) + 3, (seqs[0] as number) + 4]);

    const fills = await db.selectFrom('fills').selectAll().where('market_id', '=', SPEC.marketId).execute();
    expect(
      fills.map((fill) => [ids.get(fill.back_bet_id), ids.get(fill.lay_bet_id), Number(fill.price), Number(fill.size_cents)]).sort(),
    ).toEqual([
      ['B', 'A', 2.5, 6_000],
      ['C', 'A', 2.5, 4_000],
      ['C', 'G', 2.5, 2_000],
      ['D', 'G', 3, 3_000],
    ]);

    const positions = await db
      .selectFrom('positions')
      .select(['user_id', 'exposure_cents', 'unmatched_cents'])
      .where('market_id', '=', SPEC.marketId)
      .execute();
    // rich: lays lose 150.00 + 90.00 if Home wins; second: backs lose 120.00 if Away wins; small: 30.00 matched + 50.00 waiting.
    expect(new Map(positions.map((row) => [row.user_id, [Number(row.exposure_cents), Number(row.unmatched_cents)]]))).toEqual(
      new Map([
        [rich, [24_000, 0]],
        [second, [12_000, 0]],
        [small, [8_000, 5_000]],
      ]),
    );
  });
});
