import { describe, expect, it } from 'vitest';
import { linePrices } from '../../../../../server/engines/sports/fancyPrices';

describe('fancy line prices', () => {
  it('SRV-22 a balanced line is offered No 110 / Yes 90 when nearly decided, 85 / 115 while wide open', () => {
    expect(linePrices(45.5, 2)).toEqual({ line: 46, noRate: 110, yesRate: 90 });
    expect(linePrices(160.5, 30)).toEqual({ line: 161, noRate: 115, yesRate: 85 });
  });

  it('SRV-22 the rates lean with the projection inside the line, and the house keeps a margin on both sides', () => {
    for (let projection = 20; projection < 22; projection += 0.1) {
      for (const spread of [1, 3, 8, 25]) {
        const { line, noRate, yesRate } = linePrices(projection, spread);
        expect(Math.abs(line - projection - 0.5)).toBeLessThanOrEqual(0.5);
        expect(yesRate).toBeLessThan(noRate);
        expect(yesRate % 5).toBe(0);
        expect(noRate % 5).toBe(0);
      }
    }
    // Just over a whole run: reaching the line above is less likely than not, so Yes pays more than even.
    expect(linePrices(20.1, 1).yesRate).toBeGreaterThan(100);
    expect(linePrices(20.9, 1).noRate).toBeLessThan(100);
  });
});
