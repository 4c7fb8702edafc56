/**
 * The vocabulary of an exchange order book, in integers: prices in hundredths of decimal odds (2.1 → 210,
 * always a ladder price) and sizes in cents of the backer's stake, as on Betfair (a lay of size 10 at 3.0
 * accepts a backer's 10 and risks 20).
 */
export type OrderSide = 'back' | 'lay';

/**
 * What happens to the part of an order that finds no match. `lapse`: it rests until cancelled, matched, or the
 * market is suspended or goes in play (Betfair's LAPSE). `persist`: it rests through those too (Betfair's
 * "Keep"). `cancel`: it never rests; what is not matched at once is cancelled.
 */
export type Persistence = 'lapse' | 'persist' | 'cancel';

export interface BookOrder {
  orderId: string;
  accountId: string;
  side: OrderSide;
  /** Hundredths of decimal odds, a ladder price. */
  price: number;
  /** Cents of backer's stake, > 0. */
  size: number;
  persistence: Persistence;
}

export interface RestingOrder extends BookOrder {
  /** Still unmatched, in cents. */
  remaining: number;
}

/** One match between a back and a lay, at the price of the order that was waiting. */
export interface Fill {
  backOrderId: string;
  backAccountId: string;
  layOrderId: string;
  layAccountId: string;
  /** The resting (maker) order's price: the taker gets that price or better than its own limit. */
  price: number;
  size: number;
}

/** What placing one order did. */
export interface Placement {
  fills: Fill[];
  sizeMatched: number;
  /** Left waiting in the book. */
  sizeRemaining: number;
  /** Not matched and not kept (persistence `cancel`). */
  sizeCancelled: number;
}

/** An order taken out of the book by a cancel or a lapse, with what was still unmatched. */
export interface Removal {
  order: RestingOrder;
  sizeRemoved: number;
}

/** One level of the book as the odds snapshot shows it: a price and the total size waiting there. */
export interface BookLevel {
  price: number;
  size: number;
}

/**
 * The book's best levels in Betfair's terms: `availableToBack` is the waiting lays (a bettor can back at them),
 * best = highest price first; `availableToLay` is the waiting backs, best = lowest price first.
 */
export interface BestLevels {
  availableToBack: BookLevel[];
  availableToLay: BookLevel[];
}
