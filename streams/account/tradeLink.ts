import type { LiveBet } from '../../contract/bets';

const CASINO = 'Casino';
/** OPEN-031: horse racing bets name either sport id. */
const HORSE_RACING_IDS = new Set([135, 10]);

/**
 * SHELL-32: where an open market is played — a casino table at /casino/{eventId}/{legueId}/{matchId}, a horse race
 * on its /HorseMarket page (its gmid is the match id), any other market on its match page
 * /fullmarket/{eventId}/{legueId}/{matchId} (with the event's name for its title).
 */
export function tradeLink(trade: Pick<LiveBet, 'eventId' | 'legueId' | 'matchId' | 'sportsName' | 'event'>): string {
  const path = [trade.eventId, trade.legueId, trade.matchId].map((part) => encodeURIComponent(String(part))).join('/');
  if (trade.sportsName === CASINO) return `/casino/${path}`;
  if (HORSE_RACING_IDS.has(trade.eventId)) {
    const query = new URLSearchParams({ gmid: trade.matchId, sportsName: 'horse', raceName: trade.event, sportId: '10' });
    return `/HorseMarket?${query.toString()}`;
  }
  return `/fullmarket/${path}?${new URLSearchParams({ eventName: trade.event }).toString()}`;
}
