import type { MarketRow } from '../repositories/markets';
import type { Market, MarketResult, MarketSpec, MarketStatus, SelectionPrice } from './types';

export function marketOfRow(row: MarketRow): Market {
  return {
    marketId: row.id,
    kind: row.kind,
    eventId: Number(row.event_id),
    leagueId: row.league_id,
    matchId: row.match_id,
    eventName: row.event_name,
    sportsName: row.sports_name,
    marketName: row.market_name,
    roundId: row.round_id,
    inPlay: row.in_play === 1,
    selections: JSON.parse(row.selections) as SelectionPrice[],
    ...(row.outcomes ? { outcomes: JSON.parse(row.outcomes) as number[][] } : {}),
    ...(row.bets_close_at ? { betsCloseAt: row.bets_close_at } : {}),
    status: row.status,
    openedAt: row.opened_at,
    updatedAt: row.updated_at,
  };
}

/** The columns a spec sets (open and re-open). */
export function specColumns(
  spec: MarketSpec,
): Omit<MarketRow, 'id' | 'status' | 'opened_at' | 'updated_at' | 'last_order_seq' | 'book_version'> {
  return {
    kind: spec.kind,
    event_id: spec.eventId,
    league_id: spec.leagueId,
    match_id: spec.matchId,
    event_name: spec.eventName,
    sports_name: spec.sportsName,
    market_name: spec.marketName,
    round_id: spec.roundId ?? null,
    in_play: spec.inPlay ? 1 : 0,
    selections: JSON.stringify(spec.selections),
    outcomes: spec.outcomes ? JSON.stringify(spec.outcomes) : null,
    bets_close_at: spec.betsCloseAt ?? null,
    result: null,
  };
}

export const FINAL_STATUSES: readonly MarketStatus[] = ['settled', 'void'];
export const isFinal = (status: MarketStatus): boolean => FINAL_STATUSES.includes(status);

export const resultOfRow = (row: MarketRow): MarketResult | null => (row.result ? (JSON.parse(row.result) as MarketResult) : null);
