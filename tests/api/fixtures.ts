import type { Db } from '../../server/db/connect';
import { newId } from '../../server/db/ids';
import type { BetsTable } from '../../server/db/schema';

const PLACED_AT = '2026-01-01T00:00:00.000Z';

/** Writes a bet row directly (the bet-placing endpoint is not built yet): an open 100.00 back bet by default. */
export async function insertBet(
  db: Db,
  owner: { userId: string; domainId: string },
  overrides: Partial<BetsTable> = {},
): Promise<void> {
  await db
    .insertInto('bets')
    .values({
      id: newId(),
      user_id: owner.userId,
      domain_id: owner.domainId,
      event_id: 4,
      league_id: 'L1',
      match_id: 'M1',
      market_id: 'M1-odds',
      market_type: 'Match Odds',
      market_name: 'Match Odds',
      sports_name: 'Cricket',
      event_name: 'A v B',
      round_id: null,
      selection: 'A',
      selection_id: 1,
      type: 'back',
      odds_req: 2,
      price: 2,
      size: 0,
      stake_cents: 10_000,
      favour_margin_cents: 10_000,
      against_margin_cents: 10_000,
      liability_cents: 10_000,
      status: 'open',
      idempotency_key: null,
      place_time: PLACED_AT,
      created_at: PLACED_AT,
      settled_at: null,
      bet_case: null,
      profit_loss_cents: null,
      remark: '',
      ...overrides,
    })
    .execute();
}
