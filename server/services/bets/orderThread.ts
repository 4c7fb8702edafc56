import { Worker } from 'node:worker_threads';
import { QueueFullError } from '../../db/busy';
import type { DbLocation } from '../../db/connect';
import type { BetRow } from '../../repositories/bets';
import { ORDERS_WAITING_PER_MARKET, type TakeOrder } from './orderQueue';
import { errorOffWire, type FromOrderThread, type OrderMessage, type OrderThreadData } from './orderThreadWire';

const WORKER = new URL('./orderThreadWorker.ts', import.meta.url).href;

/** The worker loads TypeScript through tsx, as the server does (a worker does not inherit the loader). */
const BOOTSTRAP = `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))}).then(({ register }) => { register(); return import(${JSON.stringify(WORKER)}); });`;

export interface OrderThread {
  takeOrder: TakeOrder;
  /** Once the thread has loaded and opened its connection (it takes orders sent before, once it is). */
  ready: Promise<void>;
  /** Once no order comes any more: the thread closes its connection and ends. */
  stop(): Promise<void>;
}

/**
 * Orders sent to the thread and not yet answered at most: past it an order is refused (503, "The exchange is
 * busy") before it is sent, with nothing written. Ten full batches on each of a hundred markets.
 */
export const PENDING_ORDERS_LIMIT = 100_000;

/** The thread's limits: orders in flight to it, and orders waiting on one market (its queues'). */
export interface OrderThreadLimits {
  pending: number;
  waitingPerMarket: number;
}

interface Pending {
  resolve: (bet: BetRow) => void;
  reject: (error: unknown) => void;
}

/**
 * Takes the exchange orders on a thread of its own, with its own connection to the SQLite file (for
 * throughput): the markets' queues, books and batches, the SQL of each batch and the wait for its commit's log
 * sync run there, while the server's thread reads requests, checks them and reads what they need. On the
 * database it is one more connection, as a second API process would be (README, "Several processes, one book"):
 * each batch takes the market row first and checks the book's version, so a cancel, lapse, re-quote or
 * settlement on the server's thread and the orders here never miss each other's changes. Should the thread die,
 * its orders in flight fail (answered 500, nothing half-written: each batch is one transaction) and the next
 * order starts a new one.
 */
export function startOrderThread(
  location: DbLocation,
  onError: (error: unknown) => void,
  limits: Partial<OrderThreadLimits> = {},
): OrderThread {
  const pendingLimit = limits.pending ?? PENDING_ORDERS_LIMIT;
  const waitingPerMarket = limits.waitingPerMarket ?? ORDERS_WAITING_PER_MARKET;
  const pending = new Map<number, Pending>();
  let nextId = 0;
  let worker: Worker | undefined;
  // Settled by the first thread: the ones started after it find `ready` settled already.
  let markReady = (): void => undefined;
  let failStart = (_error: unknown): void => undefined;
  const ready = new Promise<void>((resolve, reject) => {
    markReady = resolve;
    failStart = reject;
  });
  // Heard here too: a thread that fails before anyone awaits `ready` must not end the process.
  ready.catch(() => undefined);

  function failPending(error: unknown): void {
    for (const each of pending.values()) each.reject(error);
    pending.clear();
  }

  function started(): Worker {
    if (worker) return worker;
    const thread = new Worker(BOOTSTRAP, { eval: true, workerData: { location, waitingPerMarket } satisfies OrderThreadData });
    thread.on('message', (answer: FromOrderThread) => {
      if (answer === 'ready') return markReady();
      const waiting = pending.get(answer.id);
      pending.delete(answer.id);
      if ('bet' in answer) waiting?.resolve(answer.bet);
      else waiting?.reject(errorOffWire(answer.error));
    });
    // An uncaught error ends the thread: its orders fail, and the next order starts a new one. Every order
    // waiting went to the current thread; one that ended before (an error, then its exit) has none left.
    const ended = (error: unknown) => {
      failStart(error);
      if (worker !== thread) return;
      worker = undefined;
      failPending(error);
    };
    thread.on('error', (error) => {
      onError(error);
      ended(error);
    });
    thread.once('exit', () => ended(new Error('the order thread ended')));
    thread.unref();
    return (worker = thread);
  }

  started();
  return {
    ready,
    takeOrder: (request) =>
      new Promise<BetRow>((resolve, reject) => {
        if (pending.size >= pendingLimit) throw new QueueFullError("the order thread's pending orders");
        const id = nextId++;
        pending.set(id, { resolve, reject });
        started().postMessage({ id, request } satisfies OrderMessage);
      }),
    stop: async () => {
      const thread = worker;
      if (!thread) return;
      worker = undefined;
      const ended = new Promise((resolve) => thread.once('exit', resolve));
      thread.postMessage('stop' satisfies OrderMessage);
      await ended;
    },
  };
}
