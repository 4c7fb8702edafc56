import type { CasinoResult } from '../../../../../contract/casino';
import { parseCard, type Card } from '../../../../../contract/cards';
import type { RoundEnd, RoundStart, RoundStore } from '../../../../../server/engines/casino/roundStore';
import type { Market, MarketResult, MarketService, MarketSpec } from '../../../../../server/markets/types';

/** Rounds kept in memory, as the database store keeps them. */
export function memoryRoundStore(): RoundStore & { rows: Map<string, RoundStart & Partial<RoundEnd>> } {
  const rows = new Map<string, RoundStart & Partial<RoundEnd>>();
  const ofTable = (tableKey: string) => [...rows.values()].filter((row) => row.tableKey === tableKey);
  return {
    rows,
    saveStart: async (start) => void rows.set(start.mid, { ...start }),
    saveEnd: async (end) => void rows.set(end.mid, { ...(rows.get(end.mid) as RoundStart), ...end }),
    recentResults: async (tableKey, limit) =>
      ofTable(tableKey)
        .filter((row) => row.settledAt !== undefined)
        .sort((a, b) => b.startedAt - a.startedAt)
        .slice(0, limit)
        .map((row): CasinoResult => ({
          mid: row.mid,
          result: row.result ?? '',
          cards: row.cards ?? '',
          win: row.win ?? '',
          seed: row.seed,
        })),
    latestStart: async (tableKey) => Math.max(0, ...ofTable(tableKey).map((row) => row.startedAt)),
    unsettled: async (tableKey) => ofTable(tableKey).filter((row) => row.settledAt === undefined),
  };
}

export type MarketCall =
  { call: 'open'; spec: MarketSpec } | { call: 'close'; marketId: string } | { call: 'settle'; marketId: string; result: MarketResult };

/** A market service that records what the engine asked of it. */
export function recordingMarkets(): MarketService & { calls: MarketCall[] } {
  const calls: MarketCall[] = [];
  const unused = async () => {
    throw new Error('not used by the casino engine');
  };
  return {
    calls,
    open: async (spec) => {
      calls.push({ call: 'open', spec });
      return { ...spec, status: 'open', openedAt: '', updatedAt: '' } satisfies Market;
    },
    close: async (marketId) => void calls.push({ call: 'close', marketId }),
    settle: async (marketId, result) => {
      calls.push({ call: 'settle', marketId, result });
      return { marketId, applied: true, betsSettled: 0 };
    },
    reprice: unused,
    suspend: unused,
    resume: unused,
    get: async () => undefined,
    quote: unused,
    levels: unused,
  };
}

/** Seeds "seed-1", "seed-2", … : every run deals the same rounds. */
export function counterSeeds(prefix = 'seed') {
  let next = 0;
  return () => `${prefix}-${(next += 1)}`;
}

/** Cards from their codes ("KHH", "10DD"). */
export const cardsOf = (...codes: string[]): Card[] =>
  codes.map((code) => {
    const card = parseCard(code);
    if (!card) throw new Error(`not a card code: ${code}`);
    return card;
  });
