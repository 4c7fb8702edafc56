import { describe, expect, it } from 'vitest';
import { firstRows } from '../../../src/components/sports/firstRows';

const blocks: [number, string[]][] = [
  [4, ['c1', 'c2']],
  [2, ['t1', 't2', 't3']],
  [1, ['s1']],
];

describe('the first screen of a list', () => {
  it('keeps whole blocks up to the limit and cuts the block it falls in, each with its full count', () => {
    expect(firstRows(blocks, 3)).toEqual([
      { key: 4, rows: ['c1', 'c2'], count: 2 },
      { key: 2, rows: ['t1'], count: 3 },
    ]);
  });

  it('ends at a block boundary without an empty block after it', () => {
    expect(firstRows(blocks, 2)).toEqual([{ key: 4, rows: ['c1', 'c2'], count: 2 }]);
  });

  it('shows every block with no limit', () => {
    expect(firstRows(blocks, Number.POSITIVE_INFINITY)).toEqual([
      { key: 4, rows: ['c1', 'c2'], count: 2 },
      { key: 2, rows: ['t1', 't2', 't3'], count: 3 },
      { key: 1, rows: ['s1'], count: 1 },
    ]);
  });
});
