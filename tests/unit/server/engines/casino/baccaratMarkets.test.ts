import { describe, expect, it } from 'vitest';
import { baccaratOutcome } from '../../../../../server/engines/casino/games/baccarat';
import { roundMarkets } from '../../../../../server/engines/casino/roundMarkets';
import { tableByKey } from '../../../../../server/engines/casino/tables';
import { outcomeOfBet } from '../../../../../server/markets/result';
import { cardsOf, recordingMarkets } from './support';

const def = tableByKey('baccarat')!;

async function settled(player: string[], banker: string[]) {
  const markets = recordingMarkets();
  await roundMarkets(markets, def).settle(baccaratOutcome(cardsOf(...player), cardsOf(...banker)));
  return Object.fromEntries(markets.calls.flatMap((call) => (call.call === 'settle' ? [[call.marketId, call.result]] : [])));
}

describe('baccarat rounds through the market service', () => {
  it('SRV-35 a tie voids the Player and Banker markets (stakes back) and pays the Tie market', async () => {
    expect(await settled(['4SS', '4CC'], ['3HH', '5DD'])).toEqual({
      'baccarat-98802-player-pair': { kind: 'winners', selectionIds: [4] },
      'baccarat-98802-player': { kind: 'void' },
      'baccarat-98802-tie': { kind: 'winners', selectionIds: [3] },
      'baccarat-98802-banker': { kind: 'void' },
      'baccarat-98802-banker-pair': { kind: 'winners', selectionIds: [] },
    });
  });

  it('SRV-35 Banker winning on 6 settles its market with Banker half-won: a back of 100 at 2 wins 50, a lay loses 50', async () => {
    const results = await settled(['2SS', '3CC', 'KSS'], ['4HH', '2DD']);
    expect(results['baccarat-98802-banker']).toEqual({ kind: 'winners', selectionIds: [2], halfWon: [2] });
    expect(results['baccarat-98802-player']).toEqual({ kind: 'winners', selectionIds: [] });
    const result = results['baccarat-98802-banker']!;
    expect(outcomeOfBet({ key: 2, type: 'back', favourCents: 10_000, againstCents: 10_000 }, result)).toEqual({
      betCase: 'win',
      profitCents: 5000,
    });
    expect(outcomeOfBet({ key: 2, type: 'lay', favourCents: 10_000, againstCents: 10_000 }, result)).toEqual({
      betCase: 'loss',
      profitCents: -5000,
    });
  });

  it('SRV-35 Banker winning on 7 pays in full', async () => {
    expect((await settled(['2SS', '4CC'], ['4HH', '3DD']))['baccarat-98802-banker']).toEqual({ kind: 'winners', selectionIds: [2] });
  });
});
