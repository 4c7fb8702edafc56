import type { MarketState } from '../../server/engines/sports/marketState';
import type { MarketResult } from '../../server/markets/types';
import type { Tally } from './tally';

/** A bet waiting for its market's result. */
interface Pending {
  strategy: string;
  marketId: string;
  exchange: boolean;
  risk: number;
  win: number;
  /** Whether the bet wins, from the market's result (null: void, the stake comes back). */
  wins: (result: MarketResult) => boolean | null;
}

const winsOnSelection = (selectionId: number, back: boolean) => (result: MarketResult) =>
  result.kind === 'winner' ? (result.selectionId === selectionId) === back : null;
const winsOnLine = (line: number, yes: boolean) => (result: MarketResult) => (result.kind === 'runs' ? result.value >= line === yes : null);

/**
 * One match's bets: at a decision point each open market's prices as the product shows them are taken by every
 * simple strategy (back and lay each runner at the best price; Yes and No on each fancy line), one unit risked
 * each; `labelOf` names the runner or line as the strategy sees it ("batting side", "20 over runs").
 */
export function createMatchBets(tally: Tally) {
  const pending: Pending[] = [];
  return {
    take(states: readonly MarketState[], when: string, labelOf: (state: MarketState, index: number) => string): void {
      for (const state of states) {
        if (state.status !== 'open') continue;
        const { spec } = state;
        const name = (index: number, side: string) =>
          `${spec.kind === 'fancy' ? 'Fancy' : spec.marketName} ${labelOf(state, index)} ${side} @ ${when}`;
        spec.selections.forEach((selection, index) => {
          if (selection.suspended) return;
          const { back, lay } = selection;
          if (spec.kind === 'fancy') {
            const yes = selection.backSize ?? 0;
            const no = selection.laySize ?? 0;
            if (back === null || lay === null) return;
            pending.push({
              strategy: name(index, 'Yes'),
              marketId: spec.marketId,
              exchange: false,
              risk: 1,
              win: yes / 100,
              wins: winsOnLine(back, true),
            });
            pending.push({
              strategy: name(index, 'No'),
              marketId: spec.marketId,
              exchange: false,
              risk: no / 100,
              win: 1,
              wins: winsOnLine(lay, false),
            });
            return;
          }
          const exchange = spec.kind === 'matchOdds';
          const won = (price: number) => (exchange ? price - 1 : price / 100);
          if (back !== null)
            pending.push({
              strategy: name(index, 'back'),
              marketId: spec.marketId,
              exchange,
              risk: 1,
              win: won(back),
              wins: winsOnSelection(selection.selectionId, true),
            });
          if (lay !== null)
            pending.push({
              strategy: name(index, 'lay'),
              marketId: spec.marketId,
              exchange,
              risk: won(lay),
              win: 1,
              wins: winsOnSelection(selection.selectionId, false),
            });
        });
      }
    },
    /** Settles every bet on its market's result and closes the match in the tally. */
    settle(resultOf: (marketId: string) => MarketResult | undefined): void {
      for (const bet of pending) {
        const result = resultOf(bet.marketId);
        const won = result ? bet.wins(result) : null;
        if (won !== null) tally.bet(bet.strategy, bet.marketId, bet.exchange, bet.risk, bet.win, won);
      }
      tally.endMatch();
    },
  };
}
