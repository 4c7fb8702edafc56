import { DRAW_SELECTION_ID, TIE_YES_SELECTION_ID } from '../../server/engines/sports/catalogue';

/**
 * The price rules every open market of a match must keep at every moment, written from the spec of the prices,
 * not from the code that makes them: a runner's back is at or below its fair price and its lay above it (a
 * Bookmaker's back strictly below), so neither backing nor laying every runner of a market locks a profit, and no
 * runner can be backed on one market above the price it can be laid at on another.
 */

/** One runner's best prices in decimal odds (a Bookmaker rate r is 1 + r/100); null where none is offered. */
export interface QuotedRunner {
  /** What the runner wins on, shared by the runners of different markets that win together (a selection id, 'draw'). */
  outcome: string;
  back: number | null;
  lay: number | null;
  /** The fair price 1/chance where the test knows it. */
  fair?: number;
}

export interface QuotedMarket {
  name: string;
  /** An exchange's best back may equal the fair price (a ladder price); a bookmaker's back is strictly below it. */
  kind: 'exchange' | 'bookmaker';
  runners: QuotedRunner[];
}

/** Rounding room for sums of floating-point reciprocals; far below any real breach (a ladder tick, a paisa). */
const EPSILON = 1e-9;

const bookOf = (prices: readonly number[]): number => prices.reduce((total, price) => total + 1 / price, 0);

function runnerBreaches(market: QuotedMarket, runner: QuotedRunner): string[] {
  const where = `${market.name} ${runner.outcome}`;
  const breaches: string[] = [];
  const { back, lay, fair } = runner;
  if (back !== null && lay !== null && !(back < lay)) breaches.push(`${where}: back ${back} not below lay ${lay}`);
  if (fair === undefined) return breaches;
  const backFits = market.kind === 'bookmaker' ? (price: number) => price < fair : (price: number) => price <= fair + EPSILON;
  if (back !== null && !backFits(back)) breaches.push(`${where}: back ${back} above fair ${fair}`);
  if (lay !== null && !(lay > fair)) breaches.push(`${where}: lay ${lay} not above fair ${fair}`);
  return breaches;
}

function bookBreaches(market: QuotedMarket): string[] {
  const breaches: string[] = [];
  const backs = market.runners.map((runner) => runner.back);
  const lays = market.runners.map((runner) => runner.lay);
  if (backs.every((price) => price !== null) && bookOf(backs) < 1 - EPSILON)
    breaches.push(`${market.name}: back book ${bookOf(backs)} under 100 %`);
  if (lays.every((price) => price !== null) && bookOf(lays) > 1 + EPSILON)
    breaches.push(`${market.name}: lay book ${bookOf(lays)} over 100 %`);
  return breaches;
}

function crossBreaches(markets: readonly QuotedMarket[]): string[] {
  const breaches: string[] = [];
  for (const backMarket of markets) {
    for (const layMarket of markets) {
      if (backMarket === layMarket) continue;
      for (const backed of backMarket.runners) {
        for (const laid of layMarket.runners) {
          if (backed.outcome !== laid.outcome || backed.back === null || laid.lay === null) continue;
          if (backed.back > laid.lay)
            breaches.push(`${backed.outcome}: back ${backed.back} on ${backMarket.name} above lay ${laid.lay} on ${layMarket.name}`);
        }
      }
    }
  }
  return breaches;
}

/** Every breach of the rules among one match's open markets (empty when they all hold). */
export function priceBreaches(openMarkets: readonly QuotedMarket[]): string[] {
  return [
    ...openMarkets.flatMap((market) => [...market.runners.flatMap((runner) => runnerBreaches(market, runner)), ...bookBreaches(market)]),
    ...crossBreaches(openMarkets),
  ];
}

/** A Bookmaker rate in paise as decimal odds; 0 (none offered) as null. */
export const bookmakerDecimal = (rate: number): number | null => (rate > 0 ? 1 + rate / 100 : null);

/** A Tied Match's Yes wins exactly when a Match Odds draw would: one outcome where a match has both markets. */
export const outcomeOf = (selectionId: number): string =>
  selectionId === DRAW_SELECTION_ID || selectionId === TIE_YES_SELECTION_ID ? 'draw' : String(selectionId);
