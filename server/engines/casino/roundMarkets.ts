import type { MarketService, MarketSpec } from '../../markets/types';
import { allWinnerSets, marketWinnerSets, type MarketDef, type RoundOutcome } from './game';
import { tableMarketId, type TableDef } from './tables';

const winnerSetsCache = new Map<TableDef['rules'], number[][]>();
const winnerSetsOf = (def: TableDef) => {
  const cached = winnerSetsCache.get(def.rules);
  if (cached) return cached;
  const sets = allWinnerSets(def.rules);
  winnerSetsCache.set(def.rules, sets);
  return sets;
};

/** The money-core market of one of the table's markets for round `mid`. */
export function roundMarketSpec(def: TableDef, market: MarketDef, mid: string): MarketSpec & { outcomes: number[][] } {
  return {
    marketId: tableMarketId(def, market.markettype),
    kind: 'casino',
    eventId: def.eventId,
    leagueId: def.legueId,
    matchId: def.matchId,
    eventName: def.title,
    sportsName: 'Casino',
    marketName: market.markettype,
    roundId: mid,
    inPlay: true,
    selections: def.rules.runners
      .filter((runner) => market.sids.includes(runner.sid))
      .map((runner) => ({ selectionId: runner.sid, name: runner.name, back: runner.rate, lay: runner.layRate ?? null })),
    outcomes: marketWinnerSets(winnerSetsOf(def), market),
  };
}

/**
 * The money side of a round: open each market at the start (with the moment its betting closes), close them
 * with betting, settle with the result.
 */
export function roundMarkets(markets: MarketService, def: TableDef) {
  const ids = def.rules.markets.map((market) => tableMarketId(def, market.markettype));
  return {
    open: async (mid: string, betsCloseAt: string) => {
      for (const market of def.rules.markets) await markets.open({ ...roundMarketSpec(def, market, mid), betsCloseAt });
    },
    close: async () => {
      for (const id of ids) await markets.close(id);
    },
    settle: async ({
      winners,
      halfLost = [],
      pushed = [],
      halfWon = [],
    }: Pick<RoundOutcome, 'winners' | 'halfLost' | 'pushed' | 'halfWon'>) => {
      for (const market of def.rules.markets) {
        const marketId = tableMarketId(def, market.markettype);
        if (market.sids.every((sid) => pushed.includes(sid))) {
          await markets.settle(marketId, { kind: 'void' });
          continue;
        }
        const own = (sids: readonly number[]) => sids.filter((sid) => market.sids.includes(sid));
        const halves = { halfLost: own(halfLost), halfWon: own(halfWon) };
        await markets.settle(marketId, {
          kind: 'winners',
          selectionIds: own(winners),
          ...(halves.halfLost.length > 0 ? { halfLost: halves.halfLost } : {}),
          ...(halves.halfWon.length > 0 ? { halfWon: halves.halfWon } : {}),
        });
      }
    },
  };
}
