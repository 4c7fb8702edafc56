import { isoAt, type Clock } from '../clock';
import type { Db } from '../db/connect';
import { newId } from '../db/ids';
import type { BetsTable } from '../db/schema';
import { markBetSettled, openBetsOfMarket, ownersOfOpenBets, type BetRow } from '../repositories/bets';
import { appendLedgerRow } from '../repositories/ledger';
import { lockMarketRow, replaceMarketRow } from '../repositories/markets';
import { closeMarketPositions } from '../repositories/positions';
import { addToBalance, lockUsersInIdOrder } from '../repositories/users';
import { bookBetOfRow } from './bookBet';
import { chargeCommission, type MarketNet } from './exchange/commission';
import { lapseOrdersIn } from './exchange/removeOrders';
import { outcomeOfBet, assertResultFits, type BetOutcome } from './result';
import { isFinal, marketOfRow } from './rows';
import type { MarketResult, SettlementSummary } from './types';

const CASE_WORDS: Record<BetOutcome['betCase'], string> = { win: 'won', loss: 'lost', void: 'void' };

/** Statement text of a settled bet: where it was placed, and what it was. */
function statementTexts(bet: BetRow, outcome: BetOutcome) {
  const round = bet.round_id ? ` / Round ${bet.round_id}` : '';
  return {
    display_text: `${bet.event_name} / ${bet.market_name}${round}`,
    remark: `${bet.selection} ${bet.type} @ ${bet.price}${bet.size ? ` (${bet.size})` : ''}: ${CASE_WORDS[outcome.betCase]}`,
  };
}

async function settleBet(trx: Db, at: string, bet: BetRow, outcome: BetOutcome): Promise<void> {
  const changes: Partial<BetsTable> = {
    status: outcome.betCase === 'void' ? 'void' : 'settled',
    settled_at: at,
    bet_case: outcome.betCase,
    profit_loss_cents: outcome.profitCents,
  };
  await markBetSettled(trx, bet.id, changes);
  if (outcome.profitCents === 0) return;
  const { balance, domainId } = await addToBalance(trx, bet.user_id, outcome.profitCents);
  const won = outcome.profitCents > 0;
  await appendLedgerRow(trx, {
    id: newId(),
    user_id: bet.user_id,
    created_at: at,
    type: won ? 'deposite' : 'withdraw',
    amount_cents: Math.abs(outcome.profitCents),
    ...statementTexts(bet, outcome),
    payee_balance_cents: won ? balance : 0,
    payer_balance_cents: won ? 0 : balance,
    payer_id: won ? domainId : bet.user_id,
    bet_id: bet.id,
  });
}

/**
 * SRV-35: settles every open bet of the market in one transaction: the market row is taken first (so bets
 * in flight finish or see it final), then every user the settlement touches, once each, in id order, before
 * anything changes: the order an order's placement takes them in, so neither waits on the other in a cycle.
 * Holding the market row, no bet or order joins the market meanwhile, so the users locked are all it touches.
 */
export function settleMarket(db: Db, now: Clock, marketId: string, result: MarketResult): Promise<SettlementSummary> {
  return db.transaction().execute(async (trx) => {
    const row = await lockMarketRow(trx, marketId);
    if (!row) throw new Error(`market ${marketId} does not exist`);
    if (isFinal(row.status)) return { marketId, applied: false, betsSettled: 0 };
    assertResultFits(marketOfRow(row), result);
    await lockUsersInIdOrder(trx, await ownersOfOpenBets(trx, marketId));
    const at = isoAt(now());
    await replaceMarketRow(trx, marketId, {
      status: result.kind === 'void' ? 'void' : 'settled',
      result: JSON.stringify(result),
      updated_at: at,
    });
    const exchange = row.kind === 'matchOdds';
    // Settlement pays matched stakes only: what still waits lapses first (its liability released).
    if (exchange) await lapseOrdersIn(trx, marketOfRow(row), at, { keepPersistent: false, ownersLocked: true });
    const bets = await openBetsOfMarket(trx, marketId);
    const nets = new Map<string, MarketNet>();
    for (const bet of bets) {
      const outcome = outcomeOfBet(bookBetOfRow(bet, row.kind), result);
      await settleBet(trx, at, bet, outcome);
      const net = nets.get(bet.user_id) ?? { userId: bet.user_id, netCents: 0, betId: bet.id };
      nets.set(bet.user_id, { ...net, netCents: net.netCents + outcome.profitCents });
    }
    if (exchange && result.kind !== 'void') await chargeCommission(trx, at, `${row.event_name} / ${row.market_name}`, [...nets.values()]);
    await closeMarketPositions(trx, marketId, at);
    return { marketId, applied: true, betsSettled: bets.length };
  });
}
