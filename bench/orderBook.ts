import type { BookOrder } from '../server/markets/exchange/orders';
import { RunnerBook } from '../server/markets/exchange/runnerBook';
import { LADDER, indexAtOrBelow } from '../contract/priceLadder';

const ORDERS = Number(process.env.BENCH_BOOK_ORDERS ?? 500_000);
const WARM_UP_ORDERS = 50_000;
/** One cancel for every four orders placed, as market makers re-quoting would. */
const CANCEL_EVERY = 4;

/** A small seeded generator (mulberry32), so every run places the same orders. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let value = Math.imul(state ^ (state >>> 15), 1 | state);
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Orders within ten ticks of 2.0 either side, sizes 1–500, a tenth of them fill-or-cancel: most meet others. */
function orderStream(count: number, random: () => number): BookOrder[] {
  const centre = indexAtOrBelow(2);
  return Array.from({ length: count }, (_, index) => ({
    orderId: `o${index}`,
    accountId: `a${index % 50}`,
    side: random() < 0.5 ? 'back' : 'lay',
    price: Math.round((LADDER[centre + Math.floor(random() * 21) - 10] as number) * 100),
    size: 100 + Math.floor(random() * 49_900),
    persistence: random() < 0.1 ? 'cancel' : 'lapse',
  }));
}

function runOrders(orders: readonly BookOrder[]): { fills: number; elapsedMs: number } {
  const book = new RunnerBook();
  let fills = 0;
  const started = process.hrtime.bigint();
  orders.forEach((order, index) => {
    fills += book.place(order).fills.length;
    if (index % CANCEL_EVERY === 0 && index > 0) book.cancel(`o${index - 7}`);
  });
  return { fills, elapsedMs: Number(process.hrtime.bigint() - started) / 1e6 };
}

/** The matching engine alone, in this process (one core): orders placed (and a quarter as many cancels) per second. */
export async function measureOrderBook(): Promise<string> {
  runOrders(orderStream(WARM_UP_ORDERS, seeded(1)));
  const orders = orderStream(ORDERS, seeded(2));
  const { fills, elapsedMs } = runOrders(orders);
  const perSecond = Math.round((ORDERS / elapsedMs) * 1000);
  return [
    `${ORDERS.toLocaleString('en')} orders on one runner's book in ${elapsedMs.toFixed(0)} ms: ${perSecond.toLocaleString('en')} orders/s on one core`,
    `  (${fills.toLocaleString('en')} fills, one cancel per ${CANCEL_EVERY} orders, after ${WARM_UP_ORDERS.toLocaleString('en')} warm-up orders)`,
  ].join('\n');
}
