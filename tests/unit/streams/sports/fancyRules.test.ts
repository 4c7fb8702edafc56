import { describe, expect, it } from 'vitest';
import { fancyBook } from '../../../../streams/sports/fancyBook';
import { DEFAULT_FANCY_CATEGORY, FANCY_CATEGORIES, fancyCategoryOf } from '../../../../streams/sports/fancyCategories';
import { isFancyLineShown } from '../../../../streams/sports/fancyLines';
import { formatMatched } from '../../../../streams/sports/formatMatched';

describe('fancy and market rules', () => {
  it('MKT-14 lines naming "no boundaries" in any case are hidden', () => {
    expect(isFancyLineShown('6 over No Boundaries IND')).toBe(false);
    expect(isFancyLineShown('NO BOUNDARIES')).toBe(false);
    expect(isFancyLineShown('6 over boundaries IND')).toBe(true);
  });

  it('MKT-15 OPEN-044 lines with a decimal other than 0.1 are hidden', () => {
    expect(isFancyLineShown('6.2 over run IND')).toBe(false);
    expect(isFancyLineShown('0.1 ball run')).toBe(true);
    expect(isFancyLineShown('6 over run IND')).toBe(true);
    expect(isFancyLineShown('0.1 to 0.5 over run')).toBe(false);
  });

  it('MKT-13 CONST-18 OPEN-048 ten category tabs; a line goes by gtype, unknown gtypes to the default Run tab', () => {
    expect(FANCY_CATEGORIES).toEqual([
      'runs',
      'boundaries',
      'wickets',
      'balls_faced',
      'extras',
      'dot_balls',
      'partnerships',
      'impact',
      'scorers',
      'bowlers',
    ]);
    expect(fancyCategoryOf('wickets')).toBe('wickets');
    expect(fancyCategoryOf('Dot_Balls')).toBe('dot_balls');
    expect(fancyCategoryOf('session')).toBe(DEFAULT_FANCY_CATEGORY);
    expect(DEFAULT_FANCY_CATEGORY).toBe('runs');
  });

  it('MKT-11 CONST-19 total matched in millions: 1234567 → "1.23M"', () => {
    expect(formatMatched(1234567)).toBe('1.23M');
    expect(formatMatched(0)).toBe('0.00M');
    expect(formatMatched(1235000)).toBe('1.24M');
  });

  it('MKT-16 OPEN-045 the book lists every run from lowest − 1 to highest + 1 with the summed position', () => {
    const book = fancyBook([
      { type: 'back', price: 45, size: 90, stake: 100 },
      { type: 'lay', price: 47, size: 110, stake: 100 },
    ]);
    expect(book.map((row) => row.run)).toEqual([44, 45, 46, 47, 48]);
    expect(book.map((row) => row.position)).toEqual([0, 190, 190, -20, -20]);
  });

  it('MKT-16 no bets on the line means an empty book', () => {
    expect(fancyBook([])).toEqual([]);
  });
});
