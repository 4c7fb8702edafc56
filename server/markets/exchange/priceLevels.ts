import type { BookLevel, RestingOrder } from './orders';

/** The orders waiting at one price, oldest first; `head` skips the ones already filled or removed. */
interface Level {
  price: number;
  total: number;
  queue: RestingOrder[];
  head: number;
}

/**
 * One side of a runner's book: its levels by price, best first, each a queue in time order. `isBetter(a, b)`
 * says whether price a is matched before price b (waiting backs: the lower, waiting lays: the higher).
 */
export class PriceLevels {
  private readonly byPrice = new Map<number, Level>();
  /** Prices with waiting size, best first. */
  private readonly prices: number[] = [];

  constructor(private readonly isBetter: (a: number, b: number) => boolean) {}

  bestPrice(): number | undefined {
    return this.prices[0];
  }

  add(order: RestingOrder): void {
    let level = this.byPrice.get(order.price);
    if (!level) {
      level = { price: order.price, total: 0, queue: [], head: 0 };
      this.byPrice.set(order.price, level);
      let at = 0;
      while (at < this.prices.length && this.isBetter(this.prices[at] as number, order.price)) at += 1;
      this.prices.splice(at, 0, order.price);
    }
    level.queue.push(order);
    level.total += order.remaining;
  }

  /** The oldest order still waiting at the best price. */
  first(): RestingOrder | undefined {
    const price = this.prices[0];
    if (price === undefined) return undefined;
    const level = this.byPrice.get(price) as Level;
    return level.queue[level.head];
  }

  /** Takes `size` off an order waiting in this side (a fill or a cancel); a level left empty goes. */
  reduce(order: RestingOrder, size: number): void {
    const level = this.byPrice.get(order.price) as Level;
    order.remaining -= size;
    level.total -= size;
    if (order.remaining > 0) return;
    if (level.queue[level.head] === order) {
      level.head += 1;
      while (level.head < level.queue.length && (level.queue[level.head] as RestingOrder).remaining === 0) level.head += 1;
    }
    if (level.total === 0) {
      this.byPrice.delete(level.price);
      this.prices.splice(this.prices.indexOf(level.price), 1);
    } else if (level.head > 32 && level.head * 2 > level.queue.length) {
      level.queue = level.queue.slice(level.head).filter((waiting) => waiting.remaining > 0);
      level.head = 0;
    }
  }

  /** The best `depth` levels with their total sizes. */
  levels(depth: number): BookLevel[] {
    return this.prices.slice(0, depth).map((price) => ({ price, size: (this.byPrice.get(price) as Level).total }));
  }

  /** Every waiting order, best price first, oldest first within a price. */
  *orders(): Generator<RestingOrder> {
    for (const price of [...this.prices]) {
      const level = this.byPrice.get(price) as Level;
      for (let at = level.head; at < level.queue.length; at += 1) {
        const order = level.queue[at] as RestingOrder;
        if (order.remaining > 0) yield order;
      }
    }
  }
}
