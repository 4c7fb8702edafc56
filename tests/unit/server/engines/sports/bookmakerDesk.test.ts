import { describe, expect, it } from 'vitest';
import { BOOKMAKER_REQUOTE_MS, createBookmakerDesk } from '../../../../../server/engines/sports/bookmakerDesk';

describe('bookmaker desk', () => {
  it('SRV-21 BET-21 holds its rates between re-quotes, re-quotes a move after the hold, and at once after a suspension', () => {
    const desk = createBookmakerDesk();
    const first = desk.quote([0.6, 0.4], true, 0);
    expect(first?.map((rates) => rates?.back)).toEqual([60, 140]);
    // The game moved a second later: the rates a bettor clicked stay good until the traders re-quote.
    expect(desk.quote([0.55, 0.45], true, 1_000)).toEqual(first);
    expect(desk.quote([0.55, 0.45], true, BOOKMAKER_REQUOTE_MS - 1)).toEqual(first);
    const requoted = desk.quote([0.55, 0.45], true, BOOKMAKER_REQUOTE_MS);
    expect(requoted?.map((rates) => rates?.back)).toEqual([74, 113]);
    // A wicket suspends the market; it reopens at the new price whatever the hold.
    expect(desk.quote([0.7, 0.3], false, BOOKMAKER_REQUOTE_MS + 1_000)).toBeNull();
    expect(desk.quote([0.7, 0.3], true, BOOKMAKER_REQUOTE_MS + 2_000)?.map((rates) => rates?.back)).toEqual([37, 220]);
  });

  it('SRV-21 a move of less than 2 paise is not re-quoted', () => {
    const desk = createBookmakerDesk();
    const first = desk.quote([0.5, 0.5], true, 0);
    expect(desk.quote([0.502, 0.498], true, 10 * BOOKMAKER_REQUOTE_MS)).toEqual(first);
  });
});
