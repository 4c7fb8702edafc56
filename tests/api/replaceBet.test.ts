import { describe, expect, it } from 'vitest';
import { placeBetResponse } from '../../contract/orders';
import { strings } from '../../contract/strings';
import { errorMessageOf, useTestApp } from './helper';
import { balanceCents, bettor, detail, emptyBook, exposure, order, ordersOf, type Bettor } from './exchangeBettors';
import { marketsOf } from './markets';

/** POST /bet/replace on a real database (SQLite, or PostgreSQL with API_TEST_DB=postgres), against bettors' real waiting orders. */
const test = useTestApp();

const replace = (who: Bettor, betId: string, price: number) =>
  test.app.inject({ method: 'POST', url: '/api/bet/replace', headers: who.session.headers, payload: { betId, price } });

describe('changing the price of an order’s unmatched part', () => {
  it('moves the unmatched part to a new order at the new price, same side, runner and persistence; the old one keeps it as cancelled', async () => {
    const layer = await bettor(test);
    const spec = await emptyBook(test);
    const waiting = await order(test, layer, spec, { side: 'lay', price: 3, stake: 100 });
    // A lay of 100 at 3.0 risks 200; at 3.5 it risks 250.
    expect(await exposure(test, layer)).toBe(200);

    const response = await replace(layer, waiting.betId, 3.5);
    expect(response.statusCode).toBe(200);
    const answer = placeBetResponse.parse(response.json());
    expect(answer).toEqual({
      status: true,
      message: 'Unmatched part now at 3.5',
      data: {
        betId: expect.any(String),
        sizeMatched: 0,
        sizeRemaining: 100,
        sizeCancelled: 0,
        sizeLapsed: 0,
        averagePriceMatched: null,
        status: 'EXECUTABLE',
      },
    });
    expect(answer.data!.betId).not.toBe(waiting.betId);
    expect(await exposure(test, layer)).toBe(250);
    expect(await detail(test, layer, waiting.betId)).toMatchObject({ sizeRemaining: 0, sizeCancelled: 100, case: 'cancelled' });
    const rows = await ordersOf(test, layer, spec);
    expect(rows.map((row) => [row.type, Number(row.price), row.persistence, Number(row.size_remaining_cents)])).toEqual([
      ['lay', 3, 'persist', 0],
      ['lay', 3.5, 'persist', 10_000],
    ]);
  });

  it('matches at once what the new price meets and leaves the rest waiting there', async () => {
    const [layer, backer] = [await bettor(test), await bettor(test)];
    const spec = await emptyBook(test);
    const waiting = await order(test, layer, spec, { side: 'lay', price: 3, stake: 300 });
    // A waiting back at 3.2 is above the lay's 3.0: they do not meet until the lay moves to 3.2.
    const back = await order(test, backer, spec, { side: 'back', price: 3.2, stake: 100 });
    const moved = placeBetResponse.parse((await replace(layer, waiting.betId, 3.2)).json()).data!;
    expect(moved).toMatchObject({ sizeMatched: 100, sizeRemaining: 200, averagePriceMatched: 3.2, status: 'EXECUTABLE' });
    expect(await detail(test, backer, back.betId)).toMatchObject({ sizeMatched: 100, sizeRemaining: 0 });
    // Matched: 100 × 2.2 = 220 if India wins; waiting: 200 × 2.2 = 440.
    expect(await exposure(test, layer)).toBe(660);
  });

  it('keeps what an order already matched and moves only the rest', async () => {
    const [layer, backer] = [await bettor(test), await bettor(test)];
    const spec = await emptyBook(test);
    const waiting = await order(test, layer, spec, { side: 'lay', price: 3, stake: 300 });
    await order(test, backer, spec, { side: 'back', price: 3, stake: 100 });
    const moved = placeBetResponse.parse((await replace(layer, waiting.betId, 2.5)).json()).data!;
    expect(moved).toMatchObject({ sizeMatched: 0, sizeRemaining: 200 });
    expect(await detail(test, layer, waiting.betId)).toMatchObject({ sizeMatched: 100, sizeRemaining: 0, sizeCancelled: 200 });
  });

  it('refuses a fully matched or cancelled order, another user’s, an off-ladder price, a suspended market, and more than the balance covers', async () => {
    const [layer, backer, stranger] = [await bettor(test), await bettor(test), await bettor(test)];
    const spec = await emptyBook(test);
    const waiting = await order(test, layer, spec, { side: 'lay', price: 3, stake: 100 });
    const refusal = async (who: Bettor, betId: string, price: number) => {
      const response = await replace(who, betId, price);
      return [response.statusCode, errorMessageOf(response)];
    };
    expect(await refusal(stranger, waiting.betId, 3.5)).toEqual([404, strings.betNotFound]);
    // Between 3 and 4 the ladder steps by 0.05.
    expect(await refusal(layer, waiting.betId, 3.03)).toEqual([400, strings.betPriceNotOnLadder]);
    await marketsOf(test).suspend(spec.marketId);
    expect(await refusal(layer, waiting.betId, 3.5)).toEqual([409, strings.betMarketSuspended]);
    await marketsOf(test).resume(spec.marketId);

    // The layer holds 1000: a lay of 100 at 20 would risk 1900.
    expect(await refusal(layer, waiting.betId, 20)).toEqual([422, strings.betInsufficientBalance]);
    expect(await detail(test, layer, waiting.betId)).toMatchObject({ sizeRemaining: 100, sizeCancelled: 0 });
    expect([await exposure(test, layer), await balanceCents(test, layer)]).toEqual([200, 100_000]);

    const matched = await order(test, backer, spec, { side: 'back', price: 3, stake: 100 });
    expect(await refusal(layer, waiting.betId, 3.5)).toEqual([409, strings.betNotReplaceable]);
    expect(await refusal(backer, matched.betId, 3.5)).toEqual([409, strings.betNotReplaceable]);
    const cancelled = await order(test, layer, spec, { side: 'lay', price: 2, stake: 100 });
    await test.app.inject({ method: 'POST', url: '/api/bet/cancel', headers: layer.session.headers, payload: { betId: cancelled.betId } });
    expect(await refusal(layer, cancelled.betId, 2.5)).toEqual([409, strings.betNotReplaceable]);
  });
});
