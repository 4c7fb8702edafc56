import type { Fill, BookOrder } from '../../../../../server/markets/exchange/orders';

interface Waiting extends BookOrder {
  remaining: number;
  sequence: number;
}

/**
 * A second, deliberately naive order book to compare the engine with: one flat list of waiting orders,
 * re-sorted on every order (price first, then arrival), no levels, no queues.
 */
export class ReferenceBook {
  private waiting: Waiting[] = [];
  private sequence = 0;

  place(order: BookOrder): { fills: Fill[]; rests: number; cancelled: number } {
    const crosses = (other: Waiting) =>
      other.side !== order.side && (order.side === 'back' ? other.price >= order.price : other.price <= order.price);
    const queue = this.waiting
      .filter(crosses)
      .sort((a, b) => (a.price === b.price ? a.sequence - b.sequence : order.side === 'back' ? b.price - a.price : a.price - b.price));
    const fills: Fill[] = [];
    let left = order.size;
    for (const maker of queue) {
      if (left === 0) break;
      const size = Math.min(left, maker.remaining);
      maker.remaining -= size;
      left -= size;
      const back = order.side === 'back' ? order : maker;
      const lay = order.side === 'back' ? maker : order;
      fills.push({
        backOrderId: back.orderId,
        backAccountId: back.accountId,
        layOrderId: lay.orderId,
        layAccountId: lay.accountId,
        price: maker.price,
        size,
      });
    }
    this.waiting = this.waiting.filter((other) => other.remaining > 0);
    if (left > 0 && order.persistence !== 'cancel') {
      this.waiting.push({ ...order, remaining: left, sequence: this.sequence++ });
      return { fills, rests: left, cancelled: 0 };
    }
    return { fills, rests: 0, cancelled: left };
  }

  cancel(orderId: string): number {
    const order = this.waiting.find((other) => other.orderId === orderId);
    this.waiting = this.waiting.filter((other) => other.orderId !== orderId);
    return order?.remaining ?? 0;
  }

  lapse(): string[] {
    const lapsed = this.waiting.filter((order) => order.persistence !== 'persist').map((order) => order.orderId);
    this.waiting = this.waiting.filter((order) => order.persistence === 'persist');
    return lapsed;
  }

  /** The best `depth` prices of one side with their total sizes: waiting lays highest first, waiting backs lowest first. */
  /** What the account's waiting orders risk, in cents: a back its size, a lay size × (price − 1), each rounded to the cent. */
  liabilityOf(accountId: string): number {
    return this.waiting
      .filter((order) => order.accountId === accountId && order.remaining > 0)
      .reduce(
        (sum, order) => sum + (order.side === 'back' ? order.remaining : Math.round((order.remaining * (order.price - 100)) / 100)),
        0,
      );
  }

  levels(side: 'back' | 'lay', depth: number): { price: number; size: number }[] {
    const totals = new Map<number, number>();
    for (const order of this.waiting) if (order.side === side) totals.set(order.price, (totals.get(order.price) ?? 0) + order.remaining);
    return [...totals]
      .sort(([a], [b]) => (side === 'lay' ? b - a : a - b))
      .slice(0, depth)
      .map(([price, size]) => ({ price, size }));
  }
}
