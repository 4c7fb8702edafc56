import type { BestLevels, Fill, BookOrder, Placement, Removal, RestingOrder } from './orders';
import { liabilityCents } from './orderMoney';
import { PriceLevels } from './priceLevels';

/**
 * One runner's order book: pure, in memory, no clock. Orders match by price, then by time. A back at price p
 * takes waiting lays at p or higher, highest first; a lay at p takes waiting backs at p or lower, lowest first;
 * every fill is at the waiting order's price. What finds no match rests at the order's own price (or is
 * cancelled, for persistence `cancel`), so at rest every waiting lay is priced below every waiting back.
 */
export class RunnerBook {
  /** Waiting backs: they are what a bettor can lay against, lowest price first. */
  private readonly backs = new PriceLevels((a, b) => a < b);
  /** Waiting lays: what a bettor can back against, highest price first. */
  private readonly lays = new PriceLevels((a, b) => a > b);
  private readonly byId = new Map<string, RestingOrder>();
  private readonly byAccount = new Map<string, Set<RestingOrder>>();
  /** What each account's waiting orders risk, kept as their sizes change. */
  private readonly liabilityByAccount = new Map<string, number>();

  /** An order's waiting size went from `before` to what it is now. */
  private resized(order: RestingOrder, before: number): void {
    const change = liabilityCents(order.side, order.price, order.remaining) - liabilityCents(order.side, order.price, before);
    const liability = (this.liabilityByAccount.get(order.accountId) ?? 0) + change;
    if (liability === 0) this.liabilityByAccount.delete(order.accountId);
    else this.liabilityByAccount.set(order.accountId, liability);
  }

  private track(order: RestingOrder): void {
    this.resized(order, 0);
    this.byId.set(order.orderId, order);
    let own = this.byAccount.get(order.accountId);
    if (!own) this.byAccount.set(order.accountId, (own = new Set()));
    own.add(order);
  }

  private untrack(order: RestingOrder): void {
    this.byId.delete(order.orderId);
    const own = this.byAccount.get(order.accountId);
    own?.delete(order);
    if (own?.size === 0) this.byAccount.delete(order.accountId);
  }

  /** What placing the order would do now, the book unchanged: the fills it would take, and what would be left. */
  preview(request: BookOrder): Placement {
    if (!(request.size > 0) || !Number.isInteger(request.size)) throw new Error(`order ${request.orderId}: size ${request.size}`);
    if (!Number.isInteger(request.price) || request.price <= 100) throw new Error(`order ${request.orderId}: price ${request.price}`);
    if (this.byId.has(request.orderId)) throw new Error(`order ${request.orderId} is already in the book`);
    const isBack = request.side === 'back';
    const fills: Fill[] = [];
    let remaining = request.size;
    for (const maker of (isBack ? this.lays : this.backs).orders()) {
      if (remaining === 0 || (isBack ? maker.price < request.price : maker.price > request.price)) break;
      const size = Math.min(remaining, maker.remaining);
      const [back, lay] = isBack ? [request, maker] : [maker, request];
      fills.push({
        backOrderId: back.orderId,
        backAccountId: back.accountId,
        layOrderId: lay.orderId,
        layAccountId: lay.accountId,
        price: maker.price,
        size,
      });
      remaining -= size;
    }
    const sizeMatched = request.size - remaining;
    const rests = remaining > 0 && request.persistence !== 'cancel';
    return { fills, sizeMatched, sizeRemaining: rests ? remaining : 0, sizeCancelled: rests ? 0 : remaining };
  }

  /** Places the order: it takes the waiting orders `preview` names, and what is left rests unless it is to be cancelled. */
  place(request: BookOrder): Placement {
    const placement = this.preview(request);
    const isBack = request.side === 'back';
    const opposite = isBack ? this.lays : this.backs;
    for (const fill of placement.fills) {
      const maker = this.byId.get(isBack ? fill.layOrderId : fill.backOrderId) as RestingOrder;
      opposite.reduce(maker, fill.size);
      this.resized(maker, maker.remaining + fill.size);
      if (maker.remaining === 0) this.untrack(maker);
    }
    if (placement.sizeRemaining > 0) {
      const resting: RestingOrder = { ...request, remaining: placement.sizeRemaining };
      (isBack ? this.backs : this.lays).add(resting);
      this.track(resting);
    }
    return placement;
  }

  /**
   * Puts back an order read from storage as it was waiting (its `size` the stake it was placed with,
   * `remaining` what of it is unmatched), without matching: a book at rest is never crossed.
   */
  restore(order: RestingOrder): void {
    if (this.byId.has(order.orderId)) throw new Error(`order ${order.orderId} is already in the book`);
    const resting = { ...order };
    (resting.side === 'back' ? this.backs : this.lays).add(resting);
    this.track(resting);
  }

  /** Takes an order's unmatched part out of the book; undefined when it is not waiting (matched, gone, unknown). */
  cancel(orderId: string): Removal | undefined {
    const order = this.byId.get(orderId);
    if (!order) return undefined;
    const sizeRemoved = order.remaining;
    const snapshot = { ...order };
    (order.side === 'back' ? this.backs : this.lays).reduce(order, sizeRemoved);
    this.resized(order, sizeRemoved);
    this.untrack(order);
    return { order: snapshot, sizeRemoved };
  }

  /** At a suspension or the off: every waiting order not marked to persist is removed. */
  lapse(): Removal[] {
    const lapsing = [...this.backs.orders(), ...this.lays.orders()].filter((order) => order.persistence !== 'persist');
    return lapsing.map((order) => this.cancel(order.orderId) as Removal);
  }

  /** A waiting order, by id. */
  order(orderId: string): Readonly<RestingOrder> | undefined {
    return this.byId.get(orderId);
  }

  /** What one account's waiting orders risk, in cents: a back its stake, a lay the backer's winnings. */
  liabilityOf(accountId: string): number {
    return this.liabilityByAccount.get(accountId) ?? 0;
  }

  /** The accounts with orders waiting. */
  accounts(): Iterable<string> {
    return this.byAccount.keys();
  }

  /** One account's waiting orders. */
  ordersOf(accountId: string): Iterable<Readonly<RestingOrder>> {
    return this.byAccount.get(accountId) ?? [];
  }

  /** Every waiting order: backs from the lowest price, then lays from the highest. */
  orders(): RestingOrder[] {
    return [...this.backs.orders(), ...this.lays.orders()];
  }

  bestLevels(depth = 3): BestLevels {
    return { availableToBack: this.lays.levels(depth), availableToLay: this.backs.levels(depth) };
  }
}
