import { marketOddsResponse, type Match } from '../../../contract/sports';
import type { OddsBetPayload } from '../../../contract/bets';
import { orderState, placeBetResponse, type OrderState, type PersistenceType } from '../../../contract/orders';
import type { ApiSession } from './apiSession';

export interface Order {
  runnerIndex: number;
  side: 'back' | 'lay';
  price: number;
  stake: number;
  persistence: PersistenceType;
}

const marketPath = (match: Match) =>
  `${match.eventId}/${match.competitionId}/${match.matchId}/${encodeURIComponent(match.joinedMarketIds)}`;

/** The match's Match Odds as the odds snapshot shows it (the book's best three levels each side). */
export async function matchOdds(baseUrl: string, match: Match) {
  const answer: unknown = await (await fetch(`${baseUrl}/api/v2/fetch-market-odds/${marketPath(match)}`)).json();
  return marketOddsResponse.parse(answer).data[0];
}

type MarketOdds = NonNullable<Awaited<ReturnType<typeof matchOdds>>>;

/** A Match Odds bet on the match's runner as the slip sends it (BET-24), at the given price and stake. */
export function matchOddsPayload(
  match: Match,
  market: MarketOdds,
  runnerIndex: number,
  type: 'back' | 'lay',
  price: number,
  stake: number,
): OddsBetPayload {
  const runner = market.runners[runnerIndex];
  if (!runner) throw new Error(`no runner ${runnerIndex} in ${market.marketId}`);
  return {
    eventId: match.eventId,
    legueId: match.competitionId,
    matchId: match.matchId,
    marketId: market.marketId,
    sportsName: 'Soccer',
    event: match.eventName,
    markettype: 'Match Odds',
    market: market.marketName,
    selection: runner.runner,
    selectionId: runner.selectionId,
    type,
    oddsReq: price,
    runnersCount: market.runners.length,
    runners: market.runners.map((each) => each.runner),
    stake,
    placeTime: new Date().toISOString(),
    favourMargin: 0,
    againstMargin: 0,
  };
}

/**
 * An order on the match's Match Odds at its own limit price, as a client that says what happens to its
 * unmatched part sends it. Null when the market is not open (a goal's suspension): the caller tries again.
 */
export async function placeOrder(baseUrl: string, session: ApiSession, match: Match, order: Order): Promise<OrderState | null> {
  const market = await matchOdds(baseUrl, match);
  const runner = market?.runners[order.runnerIndex];
  if (!market || market.status !== 'OPEN' || !runner) return null;
  const payload = {
    ...matchOddsPayload(match, market, order.runnerIndex, order.side, order.price, order.stake),
    persistence: order.persistence,
  };
  const answer = await fetch(`${baseUrl}/api/bet/save2`, { method: 'POST', headers: session.headers, body: JSON.stringify(payload) });
  const placed = placeBetResponse.parse(await answer.json());
  return placed.status && placed.data ? placed.data : null;
}

/** The order as its owner's `GET /bet/{betId}` shows it now. */
export async function orderNow(baseUrl: string, session: ApiSession, betId: string): Promise<OrderState> {
  const answer = (await (await fetch(`${baseUrl}/api/bet/${betId}`, { headers: session.headers })).json()) as { data: unknown };
  return orderState.parse(answer.data);
}
