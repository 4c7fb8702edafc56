import { describe, expect, it } from 'vitest';
import { addToBook, emptyBook } from '../../../../../server/markets/book';
import { MarketBook } from '../../../../../server/markets/exchange/marketBooks';
import type { OrderSide } from '../../../../../server/markets/exchange/orders';
import { positionRunnersOf } from '../../../../../server/markets/exchange/positionRunners';
import type { Market } from '../../../../../server/markets/types';

const market = {
  marketId: 'm',
  selections: [
    { selectionId: 1, name: 'Home', back: null, lay: null },
    { selectionId: 2, name: 'Away', back: null, lay: null },
  ],
} as unknown as Market;

let nextId = 0;
/** A waiting order: price in hundredths, sizes in cents, as the book holds them. */
function waiting(book: MarketBook, selectionId: number, accountId: string, side: OrderSide, price: number, remaining: number) {
  book.runner(selectionId).restore({ orderId: `o${nextId++}`, accountId, side, price, size: remaining, remaining, persistence: 'persist' });
}

describe('a position as the cash-out engine reads it', () => {
  it('profits from the matched book; the ladder from the others’ waiting orders, summed by price, best first, never the bettor’s own', () => {
    const book = new MarketBook('m', 'v1');
    waiting(book, 1, 'other', 'lay', 300, 5_000);
    waiting(book, 1, 'maker', 'lay', 300, 2_500);
    waiting(book, 1, 'other', 'lay', 320, 1_000);
    waiting(book, 1, 'me', 'lay', 340, 9_900);
    waiting(book, 1, 'other', 'back', 250, 4_000);
    waiting(book, 1, 'other', 'back', 240, 100);
    waiting(book, 1, 'me', 'back', 200, 9_900);
    // Backed Home 100 at 4.0: +300 if Home wins, −100 if Away does.
    const matched = addToBook(emptyBook(), { key: 1, type: 'back', favourCents: 30_000, againstCents: 10_000 });

    expect(positionRunnersOf(market, book, matched, 'me')).toEqual([
      {
        selectionId: 1,
        profit: 300,
        // Waiting lays are the prices to back at, highest first; waiting backs the prices to lay at, lowest first.
        toBack: [
          { price: 3.2, size: 10 },
          { price: 3, size: 75 },
        ],
        toLay: [
          { price: 2.4, size: 1 },
          { price: 2.5, size: 40 },
        ],
      },
      { selectionId: 2, profit: -100, toBack: [], toLay: [] },
    ]);
  });
});
