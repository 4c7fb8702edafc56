import { describe, expect, it } from 'vitest';
import { selectionPositions } from '../../../../streams/rules/positions';

describe('selection positions', () => {
  it('OPEN-079 CAS-ALL-03 back bets: +favourMargin on their selection, −againstMargin on the others', () => {
    const bets = [
      { selectionId: 1, type: 'back' as const, favourMargin: 98, againstMargin: 100 },
      { selectionId: 3, type: 'back' as const, favourMargin: 49, againstMargin: 50 },
    ];
    expect(selectionPositions(bets, [1, 3, 5])).toEqual(
      new Map([
        [1, 48],
        [3, -51],
        [5, -150],
      ]),
    );
  });

  it('MKT-22 a lay bet loses its liability when its selection wins and wins its profit otherwise', () => {
    const bets = [{ selectionId: 7, type: 'lay' as const, favourMargin: 100, againstMargin: 150 }];
    expect(selectionPositions(bets, [7, 8])).toEqual(
      new Map([
        [7, -150],
        [8, 100],
      ]),
    );
  });

  it('CAS-ALL-12 no bets means every selection at 0', () => {
    expect(selectionPositions([], [1, 2])).toEqual(
      new Map([
        [1, 0],
        [2, 0],
      ]),
    );
  });
});
