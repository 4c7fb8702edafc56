import type { FastifyInstance } from 'fastify';
import type { CasinoResult } from '../../contract/casino';
import type { Deps } from '../deps';
import { tableByCasinoType, tableByEventId, tableByFeed, type TableDef } from '../engines/casino/tables';
import { notFound } from '../errors';
import { publicEndpoint } from '../http/endpoint';
import { snapshotEndpoint } from '../http/snapshotEndpoint';
import { emptySnapshot, type CasinoSnapshots, type TableSnapshot } from '../live/casinoSnapshots';
import { settledRound } from '../repositories/casinoRounds';
import { CASINO_GAMES, CASINO_LIST } from '../seed/casinoCatalogue';

const UNKNOWN_TABLE = 'Unknown casino table';
const UNKNOWN_ROUND = 'Round not found';

function required(def: TableDef | undefined): TableDef {
  if (!def) throw notFound(UNKNOWN_TABLE);
  return def;
}

async function settledRoundOf(deps: Deps, def: TableDef, mid: string): Promise<CasinoResult | null> {
  const round = await settledRound(deps.db, mid);
  return round?.eventId === def.eventId ? round : null;
}

/** SRV-24 SRV-26..28 SRV-30..32: the casino catalogue, the live tables and their results. */
export function registerCasinoRoutes(api: FastifyInstance, deps: Deps, snapshots: CasinoSnapshots): void {
  const snapshotOf = (def: TableDef): TableSnapshot => snapshots.get(def.key) ?? emptySnapshot(def);

  publicEndpoint(api, deps, 'casinoList', async () => ({ status: true, data: [...CASINO_LIST] }));
  publicEndpoint(api, deps, 'casinoGames', async () => ({ status: true, data: [...CASINO_GAMES] }));

  snapshotEndpoint(api, 'casinoData', ({ casinoType, eventId }) => snapshotOf(required(tableByCasinoType(casinoType, eventId))).data);
  snapshotEndpoint(api, 'casinoFeed', ({ game, variant }) => snapshotOf(required(tableByFeed(`${game}/${variant}`))).feed);
  snapshotEndpoint(api, 'casinoFeedResults', ({ game, variant }) => snapshotOf(required(tableByFeed(`${game}/${variant}`))).feedResults);

  publicEndpoint(api, deps, 'roundResult', async ({ body }) => {
    const round = snapshots.findResult(body.roundId) ?? (await settledRound(deps.db, body.roundId));
    if (!round) throw notFound(UNKNOWN_ROUND);
    return { status: true, data: { data: [{ cards: round.cards, win: round.win, mid: round.mid }] } };
  });

  publicEndpoint(api, deps, 'casinoCards', async ({ params }) => {
    const def = required(tableByEventId(params.eventId));
    const round =
      snapshotOf(def).table.results.find((result) => result.mid === params.mid) ?? (await settledRoundOf(deps, def, params.mid));
    if (!round) throw notFound(UNKNOWN_ROUND);
    return { status: true, data: { mid: round.mid, cards: round.cards } };
  });
}
