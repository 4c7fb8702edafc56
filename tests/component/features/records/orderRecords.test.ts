import { describe, expect, it } from 'vitest';
import type { BetDetail } from '../../../../contract/bets';
import { betDetailFields } from '../../../../src/features/records/betDetail.fields';
import { orderStateText } from '../../../../src/features/records/orderState';
import { betFixture } from '../../support/recordFixtures';

const order = (sizes: Partial<BetDetail>): BetDetail => ({
  ...betFixture,
  sizeMatched: 0,
  sizeRemaining: 0,
  sizeCancelled: 0,
  sizeLapsed: 0,
  averagePriceMatched: null,
  status: 'EXECUTION_COMPLETE',
  ...sizes,
});
const detailOf = (bet: BetDetail) => Object.fromEntries(betDetailFields.map((field) => [field.label, field.text(bet)]));

describe('records of exchange orders', () => {
  it('name what became of each part: matched, unmatched, cancelled, lapsed', () => {
    expect(orderStateText(order({ sizeMatched: 500, averagePriceMatched: 1.9 }))).toBe('Matched');
    expect(orderStateText(order({ sizeRemaining: 100, status: 'EXECUTABLE' }))).toBe('Unmatched');
    expect(orderStateText(order({ sizeMatched: 40, sizeRemaining: 60, averagePriceMatched: 2.52, status: 'EXECUTABLE' }))).toBe(
      'Matched · Unmatched',
    );
    expect(orderStateText(order({ sizeMatched: 40, sizeCancelled: 60, averagePriceMatched: 2.52 }))).toBe('Matched · Cancelled');
    expect(orderStateText(order({ sizeLapsed: 100 }))).toBe('Lapsed');
    // A record from before the exchange carries no sizes: nothing to say.
    expect(orderStateText(betFixture)).toBe('');
  });

  it("mark a cash out's hedge order after its state", () => {
    expect(orderStateText(order({ sizeMatched: 114.63, averagePriceMatched: 4.1, cashOut: true }))).toBe('Matched · Cash out');
    expect(orderStateText(order({ sizeMatched: 114.63, averagePriceMatched: 4.1, cashOut: false }))).toBe('Matched');
  });

  it('the bet detail shows the matched size, the average matched price and the other parts', () => {
    expect(detailOf(order({ sizeMatched: 40, sizeCancelled: 60, averagePriceMatched: 2.52 }))).toMatchObject({
      Order: 'Matched · Cancelled',
      'Size Matched': '40.00',
      'Average Matched Price': '2.52',
      'Size Unmatched': '0.00',
      'Size Cancelled': '60.00',
      'Size Lapsed': '0.00',
    });
    expect(detailOf(order({ sizeLapsed: 100 }))).toMatchObject({
      Order: 'Lapsed',
      'Size Matched': '0.00',
      'Average Matched Price': '—',
      'Size Lapsed': '100.00',
    });
    expect(detailOf(betFixture)).toMatchObject({ Order: '—', 'Size Matched': '—', 'Average Matched Price': '—' });
  });
});
