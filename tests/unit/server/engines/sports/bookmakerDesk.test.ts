import { describe, expect, it } from 'vitest';
import { BOOKMAKER_REQUOTE_MS, bookmakerRates, createBookmakerDesk } from '../../../../../server/engines/sports/bookmakerDesk';

const backs = (quotes: ReturnType<ReturnType<typeof createBookmakerDesk>['quote']>) => quotes?.map((rates) => rates?.back);

describe('bookmaker desk', () => {
  // Worked by hand: back = ⌊(1 / (p × 1.04) − 1) × 100⌋, lay = ⌈(1 / (p × 0.96) − 1) × 100⌉ paise.
  it.each([
    // chance, fair rate, back, lay
    [0.5, 100, 92, 109], // 1/0.52 = 1.9231, 1/0.48 = 2.0833
    [0.6, 66.67, 60, 74], // 1/0.624 = 1.6026, 1/0.576 = 1.7361
    [0.4, 150, 140, 161], // 1/0.416 = 2.4038, 1/0.384 = 2.6042
    [0.25, 300, 284, 317], // 1/0.26 = 3.8462, 1/0.24 = 4.1667
    [0.2, 400, 380, 421], // 1/0.208 = 4.8077, 1/0.192 = 5.2083
  ])('SRV-21 BET-21 a runner of chance %f (fair rate %f paise) is backed at %i and laid at %i', (chance, _fair, back, lay) => {
    expect(bookmakerRates(chance)).toEqual({ back, lay });
  });

  it('SRV-21 a runner with a back rate under 1 or over 400 paise is not quoted', () => {
    expect(bookmakerRates(0.97)).toBeNull(); // 1/1.0088 = 0.9913: a back of 0 paise
    expect(bookmakerRates(0.19)).toBeNull(); // 1/0.1976 = 5.0607: a back of 406 paise
  });

  it('SRV-21 BET-21 holds its rates while the fair price stays between back and lay, re-quotes a move after the hold, and at once after a suspension', () => {
    const desk = createBookmakerDesk();
    const first = desk.quote([0.6, 0.4], true, 0);
    expect(first).toEqual([
      { back: 60, lay: 74 },
      { back: 140, lay: 161 },
    ]);
    // The game moved a second later (fair 1.69 and 2.44, inside 1.60–1.74 and 2.40–2.61): the rates a bettor clicked stay good until the traders re-quote.
    expect(desk.quote([0.59, 0.41], true, 1_000)).toEqual(first);
    expect(desk.quote([0.59, 0.41], true, BOOKMAKER_REQUOTE_MS - 1)).toEqual(first);
    expect(desk.quote([0.59, 0.41], true, BOOKMAKER_REQUOTE_MS)).toEqual([
      { back: 62, lay: 77 },
      { back: 134, lay: 155 },
    ]);
    // A wicket suspends the market; it reopens at the new price whatever the hold.
    expect(desk.quote([0.7, 0.3], false, BOOKMAKER_REQUOTE_MS + 1_000)).toBeNull();
    expect(backs(desk.quote([0.7, 0.3], true, BOOKMAKER_REQUOTE_MS + 2_000))).toEqual([37, 220]);
  });

  it('SRV-21 a move that takes the fair price past a held back or lay is re-quoted at once, whatever the hold', () => {
    const desk = createBookmakerDesk();
    desk.quote([0.6, 0.4], true, 0);
    // Fair 1.82 is above the held lay 1.74 (and 2.22 below the held back 2.40): both held rates would hand a bettor an edge.
    expect(desk.quote([0.55, 0.45], true, 1_000)).toEqual([
      { back: 74, lay: 90 },
      { back: 113, lay: 132 },
    ]);
  });

  it('SRV-21 a move of less than 2 paise is not re-quoted', () => {
    const desk = createBookmakerDesk();
    const first = desk.quote([0.5, 0.5], true, 0);
    expect(desk.quote([0.502, 0.498], true, 10 * BOOKMAKER_REQUOTE_MS)).toEqual(first);
  });
});
