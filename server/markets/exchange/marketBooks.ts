import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/connect';
import { markBookChanged, readBookVersion, waitingOrdersOf } from '../../repositories/orders';
import type { RestingOrder } from './orders';
import { hundredths } from './orderRows';
import { RunnerBook } from './runnerBook';

/** A waiting order and the runner it waits on. */
export interface WaitingOrder {
  selectionId: number;
  order: Readonly<RestingOrder>;
}

/** Every runner's book of one exchange market, as its waiting orders stand. */
export class MarketBook {
  private readonly runners = new Map<number, RunnerBook>();

  /** @param version the market row's `book_version` this book is current for. */
  constructor(
    readonly marketId: string,
    public version: string,
  ) {}

  runner(selectionId: number): RunnerBook {
    let book = this.runners.get(selectionId);
    if (!book) {
      book = new RunnerBook();
      this.runners.set(selectionId, book);
    }
    return book;
  }

  /** Every waiting order of the market, runner by runner. */
  waiting(): WaitingOrder[] {
    return [...this.runners].flatMap(([selectionId, book]) => book.orders().map((order) => ({ selectionId, order })));
  }

  /** The accounts with orders waiting on any runner. */
  accounts(): Set<string> {
    return new Set([...this.runners.values()].flatMap((book) => [...book.accounts()]));
  }

  /** What one account's waiting orders risk, in cents: a back its stake, a lay the backer's winnings. */
  unmatchedLiabilityOf(accountId: string): number {
    let cents = 0;
    for (const book of this.runners.values()) cents += book.liabilityOf(accountId);
    return cents;
  }
}

/**
 * The books this process holds in memory, each with the market row's `book_version` it is current for. Every
 * change of a market's waiting orders writes a new, never reused version in the same transaction, so a book
 * is used again only while no one (another process, or a transaction that rolled back) changed the market
 * since: a rolled-back change leaves the row at the old version and this process holding a newer one.
 */
const current = new Map<string, MarketBook>();

async function readBook(trx: Db, marketId: string, version: string): Promise<MarketBook> {
  const book = new MarketBook(marketId, version);
  for (const row of await waitingOrdersOf(trx, marketId)) {
    book.runner(Number(row.selection_id)).restore({
      orderId: row.id,
      accountId: row.user_id,
      side: row.type,
      price: hundredths(row.price),
      size: Number(row.stake_cents),
      remaining: Number(row.size_remaining_cents),
      persistence: row.persistence,
    });
  }
  return book;
}

/**
 * Takes the market's book to read or change it, the caller holding the market row: the one in memory if it is
 * still current, else read from the waiting orders. It leaves memory until `bookChanged` or `bookUnchanged`
 * puts it back, so a change that fails half-way never leaves a half-changed book to be used again.
 * `knownVersion`: the market row's version, when the caller read it in this transaction.
 */
export async function takeBook(trx: Db, marketId: string, knownVersion?: string): Promise<MarketBook> {
  const version = knownVersion ?? (await readBookVersion(trx, marketId));
  const held = current.get(marketId);
  current.delete(marketId);
  // A market no change has versioned yet ('') may be another database's market of the same id.
  return held && version !== '' && held.version === version ? held : readBook(trx, marketId, version);
}

/** Puts back a book that was only read. */
export function bookUnchanged(book: MarketBook): void {
  current.set(book.marketId, book);
}

/**
 * Records in the caller's transaction that the market's waiting orders changed (a new version, and `arrivals`
 * arrival numbers, the last of which it returns) and keeps the book as it now stands.
 */
export async function bookChanged(trx: Db, book: MarketBook, arrivals = 1): Promise<number> {
  const version = randomUUID();
  const seq = await markBookChanged(trx, book.marketId, version, arrivals);
  book.version = version;
  current.set(book.marketId, book);
  return seq;
}
