import type { BetPayload } from '../../contract/bets';
import { clientMarketId, type MarketSpec, type SelectionPrice } from '../../server/markets/types';

export interface BetOptions {
  selectionIndex?: number;
  type?: 'back' | 'lay';
  stake?: number;
  /** The price (fancy: the line) the client saw; by default the market's live one. */
  price?: number;
  placeTime?: string;
  idempotencyKey?: string;
}

const PLACE_TIME = '2026-01-01T10:00:00.000Z';

/** The spec's bet payloads / BET-24..26: the payload the client sends for a bet on the market (casino: back unless told). */
export function betPayload(spec: MarketSpec, options: BetOptions = {}): BetPayload {
  const selection = spec.selections[(options.selectionIndex ?? 0) % spec.selections.length] as SelectionPrice;
  const type = options.type ?? 'back';
  const price = options.price ?? (type === 'back' ? selection.back : selection.lay) ?? 0;
  const base = {
    eventId: spec.eventId,
    legueId: spec.leagueId,
    matchId: spec.matchId,
    marketId: clientMarketId(spec.marketId, spec.kind),
    sportsName: spec.sportsName,
    event: spec.eventName,
    selection: selection.name,
    selectionId: selection.selectionId,
    stake: options.stake ?? 100,
    placeTime: options.placeTime ?? PLACE_TIME,
    favourMargin: 0,
    againstMargin: 0,
    ...(options.idempotencyKey ? { idempotencyKey: options.idempotencyKey } : {}),
  };
  const runners = spec.selections.map((runner) => runner.name);
  switch (spec.kind) {
    case 'casino':
      return { ...base, markettype: 'Casino', sportsName: 'Casino', roundId: spec.roundId ?? '', type, oddsReq: price, runners };
    case 'fancy':
      return {
        ...base,
        markettype: 'FANCY',
        market: 'Fancy',
        type,
        price,
        size: (type === 'back' ? selection.backSize : selection.laySize) ?? 0,
        backSize: selection.backSize ?? 0,
        laySize: selection.laySize ?? 0,
      };
    default:
      return {
        ...base,
        markettype: spec.kind === 'matchOdds' ? 'Match Odds' : 'Bookmaker',
        market: spec.marketName,
        type,
        oddsReq: price,
        runnersCount: spec.selections.length,
        runners,
      };
  }
}
