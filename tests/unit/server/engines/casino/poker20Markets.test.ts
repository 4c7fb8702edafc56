import { describe, expect, it } from 'vitest';
import { pokerOutcome } from '../../../../../server/engines/casino/games/poker20';
import { roundMarkets, roundMarketSpec } from '../../../../../server/engines/casino/roundMarkets';
import { tableByKey } from '../../../../../server/engines/casino/tables';
import { outcomeOfBet } from '../../../../../server/markets/result';
import { cardsOf, recordingMarkets } from './support';

const def = tableByKey('poker20')!;

async function settled(a: string[], b: string[], board: string[]) {
  const markets = recordingMarkets();
  await roundMarkets(markets, def).settle(pokerOutcome(cardsOf(...a), cardsOf(...b), cardsOf(...board)));
  return Object.fromEntries(markets.calls.flatMap((call) => (call.call === 'settle' ? [[call.marketId, call.result]] : [])));
}

describe('20-20 Poker rounds through the market service', () => {
  it('SRV-35 opens a Winner market (Player A, Player B) and a Winning Hand market of seven bets each round', () => {
    const specs = def.rules.markets.map((market) => roundMarketSpec(def, market, '1700000000004'));
    expect(specs.map((spec) => [spec.marketId, spec.selections.map((selection) => `${selection.name} ${selection.back}`)])).toEqual([
      ['poker20-98804-winner', ['Player A 1.97', 'Player B 1.97']],
      [
        'poker20-98804-winning-hand',
        [
          'High Card/Pair 2.25',
          'Two Pair 3.1',
          'Three of a Kind 13.5',
          'Straight 12',
          'Flush 18.5',
          'Full House 20.5',
          'Four of a Kind+ 260',
        ],
      ],
    ]);
  });

  it('SRV-35 a split pot voids the Winner market (every stake back) and pays the shared category', async () => {
    expect(await settled(['2CC', '3DD'], ['4HH', '5SS'], ['ASS', 'AHH', 'KDD', 'KCC', 'QSS'])).toEqual({
      'poker20-98804-winner': { kind: 'void' },
      'poker20-98804-winning-hand': { kind: 'winners', selectionIds: [4] },
    });
  });

  it('SRV-35 a won pot settles Player B and its Flush; a back of 100 on Player A loses 100, on Player B wins 97', async () => {
    const results = await settled(['4SS', '9DD'], ['AHH', '2HH'], ['5HH', '6HH', '7CC', '8HH', 'QDD']);
    expect(results).toEqual({
      'poker20-98804-winner': { kind: 'winners', selectionIds: [2] },
      'poker20-98804-winning-hand': { kind: 'winners', selectionIds: [7] },
    });
    const winner = results['poker20-98804-winner']!;
    expect(outcomeOfBet({ key: 1, type: 'back', favourCents: 9700, againstCents: 10_000 }, winner)).toEqual({
      betCase: 'loss',
      profitCents: -10_000,
    });
    expect(outcomeOfBet({ key: 2, type: 'back', favourCents: 9700, againstCents: 10_000 }, winner)).toEqual({
      betCase: 'win',
      profitCents: 9700,
    });
  });
});
