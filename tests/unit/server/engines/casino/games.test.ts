import { describe, expect, it } from 'vitest';
import type { GameRules } from '../../../../../server/engines/casino/game';
import { dragonTiger } from '../../../../../server/engines/casino/games/dragonTiger';
import { dragonTiger20 } from '../../../../../server/engines/casino/games/dragonTiger20';
import { lucky7 } from '../../../../../server/engines/casino/games/lucky7';
import { teenpatti3Card } from '../../../../../server/engines/casino/games/teenpatti';
import { teenpatti20 } from '../../../../../server/engines/casino/games/teenpatti20';
import { cardsOf } from './support';

const namesOf = (rules: GameRules, sids: number[]) => sids.map((sid) => rules.runners.find((runner) => runner.sid === sid)?.name).sort();

describe('casino game rules against hand-checked deals', () => {
  it('CAS-3CT-01 CAS-3CT-03 SRV-31 3 Card Teenpatti: Player A / Player B; win 1 = A, 3 = B', () => {
    expect(teenpatti3Card.runners.map((runner) => runner.name)).toEqual(['Player A', 'Player B']);
    // A: pair of nines; B: ace high.
    expect(teenpatti3Card.outcome(cardsOf('9SS', '9HH', '2CC', 'AHH', 'KSS', '7DD'))).toEqual({
      win: '1',
      result: 'Player A',
      winners: [1],
    });
    // A: colour; B: sequence 4-5-6 beats it.
    expect(teenpatti3Card.outcome(cardsOf('2CC', '9CC', 'KCC', '4HH', '5SS', '6DD'))).toEqual({
      win: '3',
      result: 'Player B',
      winners: [3],
    });
  });

  it('OPEN-092 SRV-31 20-20 Teenpatti: Player A, Player B then the Pair plus side bets; pair or better wins its side', () => {
    expect(teenpatti20.runners.map((runner) => [runner.sid, runner.name])).toEqual([
      [1, 'Player A'],
      [3, 'Player B'],
      [2, 'Pair plus A'],
      [4, 'Pair plus B'],
    ]);
    // A: trail of threes; B: pair of kings.
    const both = teenpatti20.outcome(cardsOf('3SS', '3HH', '3DD', 'KHH', 'KCC', '5DD'));
    expect(both.win).toBe('1');
    expect(namesOf(teenpatti20, both.winners)).toEqual(['Pair plus A', 'Pair plus B', 'Player A']);
    // A: high card; B: high card with a better top card; no side bet wins.
    const none = teenpatti20.outcome(cardsOf('QSS', '8HH', '3DD', 'KHH', '2CC', '5DD'));
    expect(none).toEqual({ win: '3', result: 'Player B', winners: [3] });
  });

  it('CAS-FDT-01 CAS-DT-04 SRV-31 Dragon Tiger: Dragon, the tie in the middle, Tiger; A low, K high; 1 D, 2 T, 3 tie', () => {
    expect(dragonTiger.runners.map((runner) => runner.name)).toEqual(['Dragon', 'Tie', 'Tiger']);
    expect(dragonTiger.outcome(cardsOf('KDD', 'QSS'))).toEqual({ win: '1', result: 'Dragon', winners: [1] });
    expect(dragonTiger.outcome(cardsOf('ADD', '2SS'))).toEqual({ win: '2', result: 'Tiger', winners: [2] });
    expect(dragonTiger.outcome(cardsOf('7DD', '7SS'))).toEqual({ win: '3', result: 'Tie', winners: [3] });
  });

  it('CAS-DT-02 OPEN-094 20-20 Dragon Tiger: 37 runners grouped 3, 2, 2, 2, 2, 13, 13 and every side bet of both cards', () => {
    const names = dragonTiger20.runners.map((runner) => runner.name);
    expect(names).toHaveLength(37);
    expect(names.slice(0, 11)).toEqual([
      'Dragon',
      'Tie',
      'Tiger',
      'Dragon Even',
      'Dragon Odd',
      'Dragon Red',
      'Dragon Black',
      'Tiger Even',
      'Tiger Odd',
      'Tiger Red',
      'Tiger Black',
    ]);
    expect(names.slice(11, 24)).toEqual(
      ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'].map((rank) => `Dragon Card ${rank}`),
    );
    expect(names.slice(24)).toEqual(['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'].map((rank) => `Tiger Card ${rank}`));
    expect(new Set(dragonTiger20.runners.map((runner) => runner.sid)).size).toBe(37);
    const outcome = dragonTiger20.outcome(cardsOf('9HH', 'JSS'));
    expect(outcome.win).toBe('2');
    expect(namesOf(dragonTiger20, outcome.winners)).toEqual(
      ['Tiger', 'Dragon Odd', 'Dragon Red', 'Dragon Card 9', 'Tiger Odd', 'Tiger Black', 'Tiger Card J'].sort(),
    );
  });

  it('CAS-L7A-01 CAS-L7A-03 CAS-L7-01 SRV-31 Lucky 7: 19 runners in four markets; 1 low (A–6), 2 high (8–K), 3 the seven', () => {
    expect(lucky7.runners).toHaveLength(19);
    expect(lucky7.markets.map((market) => [market.markettype, market.sids.length])).toEqual([
      ['Winner', 2],
      ['Lucky Odd/Even', 2],
      ['Lucky Color', 2],
      ['Lucky Card', 13],
    ]);
    expect(lucky7.markets.flatMap((market) => market.sids)).toEqual(lucky7.runners.map((runner) => runner.sid));
    const low = lucky7.outcome(cardsOf('6DD'));
    expect(low.win).toBe('1');
    expect(namesOf(lucky7, low.winners)).toEqual(['Card 6', 'Even', 'Low Card', 'Red']);
    const high = lucky7.outcome(cardsOf('8CC'));
    expect(high.win).toBe('2');
    expect(namesOf(lucky7, high.winners)).toEqual(['Black', 'Card 8', 'Even', 'High Card']);
    const seven = lucky7.outcome(cardsOf('7SS'));
    expect(seven.win).toBe('3');
    expect(namesOf(lucky7, seven.winners)).toEqual(['Black', 'Card 7', 'Odd']);
  });
});
