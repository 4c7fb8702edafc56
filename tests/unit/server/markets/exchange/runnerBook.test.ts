import { describe, expect, it } from 'vitest';
import { liabilityCents, winningsCents } from '../../../../../server/markets/exchange/orderMoney';
import type { BookOrder } from '../../../../../server/markets/exchange/orders';
import { RunnerBook } from '../../../../../server/markets/exchange/runnerBook';

let ids = 0;
const order = (side: BookOrder['side'], price: number, size: number, more: Partial<BookOrder> = {}): BookOrder => ({
  orderId: `o${++ids}`,
  accountId: 'alice',
  side,
  price,
  size,
  persistence: 'lapse',
  ...more,
});

describe('an exchange order book (one runner)', () => {
  it('a back takes the highest waiting lay first, then the next, at their prices (best execution)', () => {
    const book = new RunnerBook();
    const at200 = order('lay', 200, 1_000, { accountId: 'bob' });
    const at210 = order('lay', 210, 1_000, { accountId: 'carol' });
    book.place(at200);
    book.place(at210);
    const placed = book.place(order('back', 200, 1_500, { orderId: 'backer' }));
    expect(placed.fills.map((fill) => [fill.layOrderId, fill.price, fill.size])).toEqual([
      [at210.orderId, 210, 1_000],
      [at200.orderId, 200, 500],
    ]);
    expect(placed).toMatchObject({ sizeMatched: 1_500, sizeRemaining: 0, sizeCancelled: 0 });
    expect(book.bestLevels().availableToBack).toEqual([{ price: 200, size: 500 }]);
  });

  it('a back never takes a lay below its price, and the rest waits at its own price', () => {
    const book = new RunnerBook();
    book.place(order('lay', 198, 1_000));
    const placed = book.place(order('back', 200, 700));
    expect(placed).toMatchObject({ fills: [], sizeMatched: 0, sizeRemaining: 700 });
    expect(book.bestLevels()).toEqual({ availableToBack: [{ price: 198, size: 1_000 }], availableToLay: [{ price: 200, size: 700 }] });
  });

  it('a lay takes the lowest waiting back first; at one price the older order fills first', () => {
    const book = new RunnerBook();
    const first = order('back', 300, 400);
    const second = order('back', 300, 400);
    const cheaper = order('back', 290, 100);
    [first, second, cheaper].forEach((waiting) => book.place(waiting));
    const placed = book.place(order('lay', 300, 800));
    expect(placed.fills.map((fill) => [fill.backOrderId, fill.price, fill.size])).toEqual([
      [cheaper.orderId, 290, 100],
      [first.orderId, 300, 400],
      [second.orderId, 300, 300],
    ]);
    expect(book.order(second.orderId)?.remaining).toBe(100);
  });

  it('an order that keeps nothing unmatched is cancelled past what matched', () => {
    const book = new RunnerBook();
    book.place(order('lay', 250, 300));
    const placed = book.place(order('back', 250, 1_000, { persistence: 'cancel' }));
    expect(placed).toMatchObject({ sizeMatched: 300, sizeRemaining: 0, sizeCancelled: 700 });
    expect(book.bestLevels()).toEqual({ availableToBack: [], availableToLay: [] });
  });

  it('cancel takes out what was still unmatched, once', () => {
    const book = new RunnerBook();
    const lay = order('lay', 300, 1_000);
    book.place(lay);
    book.place(order('back', 300, 400));
    expect(book.cancel(lay.orderId)?.sizeRemoved).toBe(600);
    expect(book.cancel(lay.orderId)).toBeUndefined();
    expect(book.bestLevels().availableToBack).toEqual([]);
  });

  it('a lapse removes waiting orders except the kept ones', () => {
    const book = new RunnerBook();
    const kept = order('back', 400, 500, { persistence: 'persist' });
    const lapsing = order('lay', 300, 200);
    book.place(kept);
    book.place(lapsing);
    expect(book.lapse().map((removal) => [removal.order.orderId, removal.sizeRemoved])).toEqual([[lapsing.orderId, 200]]);
    expect(book.orders().map((waiting) => waiting.orderId)).toEqual([kept.orderId]);
  });

  it('shows the best three levels each side with their total sizes', () => {
    const book = new RunnerBook();
    for (const price of [190, 195, 196, 198, 198]) book.place(order('lay', price, 100));
    for (const price of [202, 204, 204, 206, 210]) book.place(order('back', price, 250));
    expect(book.bestLevels()).toEqual({
      availableToBack: [
        { price: 198, size: 200 },
        { price: 196, size: 100 },
        { price: 195, size: 100 },
      ],
      availableToLay: [
        { price: 202, size: 250 },
        { price: 204, size: 500 },
        { price: 206, size: 250 },
      ],
    });
  });

  it('prices money in cents: a lay of 10.00 at 3.0 risks 20.00, a back risks its stake; 0.33 at 1.5 wins 0.17', () => {
    expect(liabilityCents('lay', 300, 1_000)).toBe(2_000);
    expect(liabilityCents('back', 300, 1_000)).toBe(1_000);
    expect(winningsCents(150, 33)).toBe(17);
  });

  it('refuses an order the service should never send: no size, a fraction of a cent, a price at or below 1.00, an id twice', () => {
    const book = new RunnerBook();
    expect(() => book.place(order('back', 200, 0))).toThrow(/size/);
    expect(() => book.place(order('back', 200, 1.5))).toThrow(/size/);
    expect(() => book.place(order('back', 100, 100))).toThrow(/price/);
    book.place(order('back', 200, 100, { orderId: 'same' }));
    expect(() => book.place(order('back', 200, 100, { orderId: 'same' }))).toThrow(/already/);
  });
});
