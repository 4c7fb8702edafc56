import { DEFAULT_BRANDING } from '../../server/seed/defaults';

/** The exchange's commission on a market's net winnings (the default domain's rate). */
export const COMMISSION = DEFAULT_BRANDING.commission_bps / 10_000;

/** One strategy's result over the matches played: per match, what it risked and what it made. */
interface StrategyTotals {
  risked: number[];
  profit: number[];
  /** The variance of the match's result its prices imply (bets on one market taken as moving together). */
  implied: number[];
}

export interface StrategyResult {
  name: string;
  matches: number;
  bets: number;
  /** Money back per unit risked (1 = break even), after commission. */
  returns: number;
  /**
   * Its standard error per match (a match's bets are not independent): from the spread of the matches' results,
   * or the spread the prices imply if larger (a rare outcome, a tie, may not have come up yet; a match's bets on
   * one market hinge on the same outcome, so they are taken as moving together).
   */
  standardError: number;
}

/**
 * The bets of every strategy over many matches. A bet risks `risk` (a back's stake, a lay's liability) to win
 * `win`; exchange markets pay commission on each strategy's net winnings of each market, as the exchange does.
 */
export function createTally() {
  const totals = new Map<string, StrategyTotals & { bets: number }>();
  let match = new Map<string, Map<string, { risked: number; profit: number; implied: number; commission: boolean; bets: number }>>();
  let matchesPlayed = 0;

  return {
    /** Books a settled bet of `strategy` on `market` (its outcome known: `won`). */
    bet(strategy: string, market: string, exchange: boolean, risk: number, win: number, won: boolean): void {
      if (!(risk > 0) || !(win > 0)) return;
      const markets = match.get(strategy) ?? new Map();
      match.set(strategy, markets);
      const entry = markets.get(market) ?? { risked: 0, profit: 0, implied: 0, commission: exchange, bets: 0 };
      markets.set(market, entry);
      entry.risked += risk;
      entry.profit += won ? win : -risk;
      // At the price's own chance of winning (risk / (risk + win)), the spread of the bet's result.
      entry.implied += Math.sqrt(risk * win);
      entry.bets += 1;
    },
    /** Closes the match: each market's commission, then each strategy's result for the match. */
    endMatch(): void {
      for (const [strategy, markets] of match) {
        const row = totals.get(strategy) ?? { risked: [], profit: [], implied: [], bets: 0 };
        totals.set(strategy, row);
        let risked = 0;
        let profit = 0;
        let implied = 0;
        for (const entry of markets.values()) {
          risked += entry.risked;
          implied += entry.implied ** 2;
          profit += entry.profit > 0 && entry.commission ? entry.profit * (1 - COMMISSION) : entry.profit;
          row.bets += entry.bets;
        }
        // Matches a strategy did not bet in count as zero for it (the per-match spread includes them).
        while (row.risked.length < matchesPlayed) {
          row.risked.push(0);
          row.profit.push(0);
          row.implied.push(0);
        }
        row.risked.push(risked);
        row.profit.push(profit);
        row.implied.push(implied);
      }
      matchesPlayed += 1;
      match = new Map();
    },
    results(): StrategyResult[] {
      return [...totals].map(([name, row]) => {
        const risked = [...row.risked, ...Array<number>(matchesPlayed - row.risked.length).fill(0)];
        const profit = [...row.profit, ...Array<number>(matchesPlayed - row.profit.length).fill(0)];
        const allRisked = risked.reduce((sum, value) => sum + value, 0);
        const edge = profit.reduce((sum, value) => sum + value, 0) / allRisked;
        const n = matchesPlayed;
        const squares = risked.reduce((sum, value, index) => sum + ((profit[index] ?? 0) - edge * value) ** 2, 0);
        const impliedVariance = row.implied.reduce((sum, value) => sum + value, 0);
        const standardError = Math.sqrt(Math.max((n / Math.max(1, n - 1)) * squares, impliedVariance)) / allRisked;
        return { name, matches: n, bets: row.bets, returns: 1 + edge, standardError };
      });
    },
  };
}

export type Tally = ReturnType<typeof createTally>;

/** A strategy leaks when its return is above 1 + 3 standard errors. */
export const leaks = (result: StrategyResult): boolean => result.returns > 1 + 3 * result.standardError;
