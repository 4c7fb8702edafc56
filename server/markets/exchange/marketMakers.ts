import { isoAt, type Clock } from '../../clock';
import type { Db } from '../../db/connect';
import { newId } from '../../db/ids';
import { insertUser } from '../../repositories/users';
import { creditFromHouse } from '../../repositories/ledger';

/** What a market maker starts with: enough to quote every simulated market at once. */
export const MARKET_MAKER_OPENING_CENTS = 100_000_000_000;
const MARKET_MAKER_TEXT = 'Market maker funding';

/** One market maker per sport, an ordinary account of the first domain; it cannot sign in. */
export const marketMakerName = (sportsName: string): string => `market-maker:${sportsName.toLowerCase().replace(/\s+/g, '-')}`;

const MARKET_MAKER_ROLE = 'market-maker';

/** Every sport's market-maker account. */
export const marketMakerIds = async (trx: Db): Promise<string[]> =>
  (await trx.selectFrom('users').select('id').where('role_name', '=', MARKET_MAKER_ROLE).execute()).map((row) => row.id);

/**
 * The sport's market-maker account, created (and funded through the ledger, like any deposit) the first time
 * it quotes. Its password hash matches no password and the account is inactive, so nobody signs in as it.
 */
export async function marketMakerOf(trx: Db, now: Clock, sportsName: string): Promise<{ id: string; domain_id: string }> {
  const userName = marketMakerName(sportsName);
  const existing = await trx.selectFrom('users').select(['id', 'domain_id']).where('user_name', '=', userName).executeTakeFirst();
  if (existing) return existing;
  const domain = await trx.selectFrom('domains').select('id').orderBy('created_at').orderBy('id').limit(1).executeTakeFirstOrThrow();
  const id = newId();
  await insertUser(trx, {
    id,
    domain_id: domain.id,
    user_name: userName,
    password_hash: '!',
    role_name: MARKET_MAKER_ROLE,
    role_permissions: '[]',
    name: `Market maker (${sportsName})`,
    mobile: '',
    currency: 'INR',
    balance_cents: 0,
    exposure_limit_cents: MARKET_MAKER_OPENING_CENTS,
    created_at: isoAt(now()),
    is_demo: 0,
    active: 0,
  });
  await creditFromHouse(trx, isoAt(now()), {
    userId: id,
    amountCents: MARKET_MAKER_OPENING_CENTS,
    displayText: MARKET_MAKER_TEXT,
    remark: '',
  });
  return { id, domain_id: domain.id };
}
