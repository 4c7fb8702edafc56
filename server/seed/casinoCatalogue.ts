import type { CasinoGame, CasinoListItem } from '../../contract/casino';
import { CASINO_TABLES, tableMarketId, type TableDef } from '../engines/casino/tables';

/** The provider tab a table is listed under (OPEN-074). */
const HOUSE_PROVIDER = 'UNIVERSAL';

const thumbUrl = (casinoType: string) => `/casino/thumbs/${casinoType}.svg`;
const squareThumbUrl = (casinoType: string) => `/casino/thumbs/square/${casinoType}.svg`;

const playable = (def: TableDef): CasinoListItem => ({
  id: def.key,
  name: def.title,
  dataURL: `/casino/data/${def.casinoType}/${def.eventId}`,
  eventId: def.eventId,
  casinoType: def.casinoType,
  thumbUrl: thumbUrl(def.casinoType),
  tamannahSquareThumbUrl: squareThumbUrl(def.casinoType),
  comingSoon: false,
  provider: HOUSE_PROVIDER,
});

/** SRV-26 LOBBY-10 LOBBY-11: the lobby's list: the live tables (every casino type the specification names deals here). */
export const CASINO_LIST: readonly CasinoListItem[] = CASINO_TABLES.map(playable);

/** SRV-28 CAS-ALL-33: the games list, names as the launcher matches them, the fixed market ids (OPEN-099). */
export const CASINO_GAMES: readonly CasinoGame[] = CASINO_TABLES.map((def) => ({
  eventId: def.eventId,
  legueId: def.legueId,
  matchId: def.matchId,
  name: def.gameName,
  casinoType: def.casinoType,
  markets: def.rules.markets.map((market) => ({ marketId: tableMarketId(def, market.markettype), markettype: market.markettype })),
}));
