import { strings } from '../../../contract/strings';
import type { Db } from '../../db/connect';
import { newId } from '../../db/ids';
import { appendLedgerRow } from '../../repositories/ledger';
import { addToBalance } from '../../repositories/users';

/** One user's result on a settled exchange market: net profit over its bets, and the bet that best carries it. */
export interface MarketNet {
  userId: string;
  netCents: number;
  /** The bet the commission is recorded on (P&L nets it there). */
  betId: string;
}

/** Commission in cents on net winnings: `bps` basis points of the net, to the cent; nothing on a loss. */
const commissionCents = (netCents: number, bps: number): number => (netCents > 0 ? Math.round((netCents * bps) / 10_000) : 0);

/**
 * The exchange's commission on each user's net winnings of the market, at the user's domain rate:
 * one ledger row per market per user (Account Statement), and the amount kept on one of the user's bets so
 * profit and loss read net of it. Runs in the settlement's transaction, which holds every user's row.
 */
export async function chargeCommission(trx: Db, at: string, where: string, nets: readonly MarketNet[]): Promise<number> {
  let total = 0;
  for (const net of nets) {
    if (net.netCents <= 0) continue;
    const domain = await trx
      .selectFrom('users')
      .innerJoin('domains', 'domains.id', 'users.domain_id')
      .select(['domains.id', 'domains.commission_bps'])
      .where('users.id', '=', net.userId)
      .executeTakeFirstOrThrow();
    const cents = commissionCents(net.netCents, Number(domain.commission_bps));
    if (cents === 0) continue;
    const { balance } = await addToBalance(trx, net.userId, -cents);
    await trx.updateTable('bets').set({ commission_cents: cents }).where('id', '=', net.betId).execute();
    await appendLedgerRow(trx, {
      id: newId(),
      user_id: net.userId,
      created_at: at,
      type: 'withdraw',
      amount_cents: cents,
      display_text: `${where} / ${strings.commissionText}`,
      remark: `${strings.commissionText} ${Number(domain.commission_bps) / 100}% of ${(net.netCents / 100).toFixed(2)}`,
      payee_balance_cents: 0,
      payer_balance_cents: balance,
      payer_id: net.userId,
      bet_id: net.betId,
    });
    total += cents;
  }
  return total;
}
