import { describe, expect, it } from 'vitest';
import { stepOnLadder } from '../../../contract/priceLadder';

describe('stepping a price along the exchange ladder', () => {
  it('takes the step of the band it leaves: 0.01 below 2, 0.02 to 3, 0.05 to 4 … 10 to 1000', () => {
    const cases: [number, 1 | -1, number][] = [
      [1.01, -1, 1.01],
      [1.5, 1, 1.51],
      [1.99, 1, 2],
      [2, -1, 1.99],
      [2, 1, 2.02],
      [3, -1, 2.98],
      [3, 1, 3.05],
      [4, 1, 4.1],
      [6, 1, 6.2],
      [10, 1, 10.5],
      [20, 1, 21],
      [30, 1, 32],
      [50, 1, 55],
      [100, 1, 110],
      [990, 1, 1000],
      [1000, 1, 1000],
    ];
    for (const [price, direction, expected] of cases)
      expect([price, direction, stepOnLadder(price, direction)]).toEqual([price, direction, expected]);
  });
});
