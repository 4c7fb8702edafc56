import { describe, expect, it } from 'vitest';
import { linePrices } from '../../../../../server/engines/sports/fancyPrices';

describe('fancy line prices', () => {
  it('SRV-22 a balanced line is offered No 110 / Yes 90 when nearly decided, 115 / 85 while wide open', () => {
    // 45 or 46 alike: the line is 46, reached half the time.
    expect(linePrices({ offset: 45, chances: [0.5, 0.5] })).toEqual({ line: 46, noRate: 110, yesRate: 90, open: true });
    // 0 to 99 alike (spread about 29): the line is 50, reached half the time, at the widest margin.
    expect(linePrices({ offset: 0, chances: Array<number>(100).fill(0.01) })).toEqual({ line: 50, noRate: 115, yesRate: 85, open: true });
  });

  it('SRV-22 the line sits where reaching it is closest to even, and the rates lean with the chances', () => {
    // 0, 1 or 2 with 30 / 30 / 40 %: reaching 2 is 40 % (reaching 1 is 70 %), fair 150; margin 10.2 % (spread 0.83).
    expect(linePrices({ offset: 0, chances: [0.3, 0.3, 0.4] })).toEqual({ line: 2, noRate: 165, yesRate: 135, open: true });
  });

  it('SRV-22 a line already certain is not open (no rate could keep a margin on both sides)', () => {
    expect(linePrices({ offset: 10, chances: [1] }).open).toBe(false);
  });
});
