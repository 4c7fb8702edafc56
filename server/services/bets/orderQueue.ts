import type { Clock } from '../../clock';
import type { Db } from '../../db/connect';
import { QueueFullError } from '../../db/busy';
import { inGroupCommit } from '../../db/groupCommit';
import type { BetRow } from '../../repositories/bets';
import type { ExchangeOrder } from './betRequest';
import { runExchangeBatch } from './exchangeBatch';

interface Waiting {
  request: ExchangeOrder;
  resolve: (bet: BetRow) => void;
  reject: (error: unknown) => void;
}

/** Orders per transaction at most: a burst is answered in a few batches rather than one long one. */
const BATCH_LIMIT = 100;

/**
 * Orders waiting for a batch on one market at most (ten batches): past it an order is refused (503, "The exchange
 * is busy") with nothing written, rather than a flood on one market growing memory without bound.
 */
export const ORDERS_WAITING_PER_MARKET = 1_000;

const queues = new WeakMap<Db, Map<string, Waiting[]>>();

/**
 * Runs the market's waiting orders, in arrival order, a batch per transaction (runExchangeBatch), until none wait.
 * A batch is taken when its transaction starts, not when it is queued for one: the orders the server reads
 * while a transaction waits its turn (on SQLite, the group before it) join the batch. A batch that fails
 * fails each of its orders, none half done. An order the batch sends back (`again`: a repeat of a refused
 * order under its key, see exchangeBatch.ts) runs in the next batch.
 */
async function drain(db: Db, now: Clock, marketId: string, waiting: Waiting[]): Promise<void> {
  while (waiting.length > 0) {
    let batch: Waiting[] = [];
    try {
      const outcomes = await inGroupCommit(db, (trx) => {
        batch = waiting.splice(0, BATCH_LIMIT);
        return runExchangeBatch(
          trx,
          now,
          marketId,
          batch.map((each) => each.request),
        );
      });
      const again = batch.filter((each, index) => {
        const outcome = outcomes[index];
        if (!outcome || 'again' in outcome) return true;
        if ('bet' in outcome) each.resolve(outcome.bet);
        else each.reject(outcome.error);
        return false;
      });
      waiting.unshift(...again);
    } catch (error) {
      // A transaction that could not start (the file locked by another process) fails the orders it would have taken.
      if (batch.length === 0) batch = waiting.splice(0, BATCH_LIMIT);
      for (const each of batch) each.reject(error);
    }
  }
  queues.get(db)?.delete(marketId);
}

/** Takes an exchange order and answers with its stored bet: on this thread (queueOrder) or the order thread's. */
export type TakeOrder = (request: ExchangeOrder) => Promise<BetRow>;

/**
 * Takes an exchange order: it waits its turn on its market, and the orders that arrive while a batch of the
 * market is being stored go together in the next one (one transaction, one market row lock, a few statements
 * for all). Answered once its batch has committed.
 */
export function queueOrder(db: Db, now: Clock, request: ExchangeOrder, limit = ORDERS_WAITING_PER_MARKET): Promise<BetRow> {
  return new Promise((resolve, reject) => {
    let markets = queues.get(db);
    if (!markets) queues.set(db, (markets = new Map()));
    const waiting = markets.get(request.marketId);
    if (waiting && waiting.length >= limit) throw new QueueFullError("the market's order queue");
    if (waiting) return void waiting.push({ request, resolve, reject });
    const started: Waiting[] = [{ request, resolve, reject }];
    markets.set(request.marketId, started);
    // The orders read in this turn of the event loop join the first batch.
    setImmediate(() => void drain(db, now, request.marketId, started));
  });
}
