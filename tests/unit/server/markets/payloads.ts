import type { BetPayload } from '../../../../contract/bets';
import type { Market, SelectionPrice } from '../../../../server/markets/types';
import type { Command } from './commands';

let keys = 0;

/** The client's payload for the command's bet, at the live price, or one step off it when stale. */
export function payloadFor(market: Market, command: Extract<Command, { kind: 'bet' }>): BetPayload {
  const selection = market.selections[command.selection % market.selections.length] as SelectionPrice;
  const type = market.kind === 'casino' ? 'back' : command.type;
  const live = (type === 'back' ? selection.back : selection.lay) ?? 0;
  const price = command.stale ? live + (market.kind === 'fancy' ? 1 : 0.01) : live;
  keys += 1;
  const base = {
    eventId: market.eventId,
    legueId: market.leagueId,
    matchId: market.matchId,
    marketId: market.marketId,
    sportsName: market.sportsName,
    event: market.eventName,
    selection: selection.name,
    selectionId: selection.selectionId,
    stake: command.stake,
    placeTime: new Date().toISOString(),
    favourMargin: 0,
    againstMargin: 0,
    idempotencyKey: `property-${keys}`,
  };
  switch (market.kind) {
    case 'casino':
      return { ...base, markettype: 'Casino', sportsName: 'Casino', roundId: market.roundId ?? '', type: 'back', oddsReq: price, runners: [] };
    case 'fancy':
      return {
        ...base,
        marketId: market.marketId.replace(/:[^:]*$/, ''),
        markettype: 'FANCY',
        market: 'Fancy',
        type,
        price,
        size: (type === 'back' ? selection.backSize : selection.laySize) ?? 0,
        backSize: selection.backSize ?? 0,
        laySize: selection.laySize ?? 0,
      };
    default:
      return { ...base, markettype: market.kind === 'matchOdds' ? 'Match Odds' : 'Bookmaker', market: market.marketName, type, oddsReq: price, runnersCount: market.selections.length, runners: [] };
  }
}
