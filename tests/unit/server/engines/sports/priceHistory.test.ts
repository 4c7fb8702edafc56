import { describe, expect, it } from 'vitest';
import { createPriceHistory, thinned } from '../../../../../server/engines/sports/priceHistory';

const HOME = { selectionId: 1, name: 'Home' };
const AWAY = { selectionId: 2, name: 'Away' };

describe('price history', () => {
  it('records one point per change of a runner’s price, per runner, in the order the runners first traded', () => {
    const history = createPriceHistory();
    history.record('1.5', HOME, 1_000, 2.5);
    history.record('1.5', AWAY, 1_000, 1.6);
    history.record('1.5', HOME, 2_000, 2.5);
    history.record('1.5', HOME, 3_000, 2.4);
    history.record('1.5', HOME, 4_000, 2.5);
    expect(history.of('1.5')).toEqual([
      {
        selectionId: 1,
        runner: 'Home',
        points: [
          { at: 1_000, price: 2.5 },
          { at: 3_000, price: 2.4 },
          { at: 4_000, price: 2.5 },
        ],
      },
      { selectionId: 2, runner: 'Away', points: [{ at: 1_000, price: 1.6 }] },
    ]);
    expect(history.of('1.6')).toEqual([]);
  });

  it('thinning halves the points, keeping the opening and the current price', () => {
    const points = [1, 2, 3, 4, 5, 6].map((at) => ({ at, price: at }));
    expect(thinned(points).map((point) => point.at)).toEqual([1, 3, 5, 6]);
    expect(thinned(points.slice(0, 5)).map((point) => point.at)).toEqual([1, 3, 5]);
    expect(thinned(points.slice(0, 2))).toEqual(points.slice(0, 2));
  });

  it('never keeps more than its cap per runner however long the market runs', () => {
    const history = createPriceHistory(10);
    for (let at = 0; at < 1_000; at += 1) history.record('1.5', HOME, at, at % 2 === 0 ? 2 : 3);
    const [home] = history.of('1.5');
    expect(home?.points.length).toBeLessThanOrEqual(10);
    expect(home?.points[0]).toEqual({ at: 0, price: 2 });
    expect(home?.points.at(-1)).toEqual({ at: 999, price: 3 });
    const times = home?.points.map((point) => point.at) ?? [];
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });

  it('forgets a market, and what it hands out is a copy', () => {
    const history = createPriceHistory();
    history.record('1.5', HOME, 1_000, 2.5);
    history.of('1.5')[0]?.points.push({ at: 9, price: 9 });
    expect(history.of('1.5')[0]?.points).toEqual([{ at: 1_000, price: 2.5 }]);
    history.forget('1.5');
    expect(history.of('1.5')).toEqual([]);
  });
});
