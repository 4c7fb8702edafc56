import type { LiveBet } from '../../contract/bets';

const CASINO = 'Casino';

/**
 * SHELL-32: where an open market is played — a casino table at /casino/{eventId}/{legueId}/{matchId}, any other
 * market on its match page /fullmarket/{eventId}/{legueId}/{matchId} (with the event's name for its title).
 */
export function tradeLink(trade: Pick<LiveBet, 'eventId' | 'legueId' | 'matchId' | 'sportsName' | 'event'>): string {
  const path = [trade.eventId, trade.legueId, trade.matchId].map((part) => encodeURIComponent(String(part))).join('/');
  if (trade.sportsName === CASINO) return `/casino/${path}`;
  return `/fullmarket/${path}?${new URLSearchParams({ eventName: trade.event }).toString()}`;
}
