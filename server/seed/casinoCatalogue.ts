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

interface Upcoming {
  casinoType: string;
  name: string;
  provider: string;
  /** LOBBY-13: stub entries open /play-video with this video. */
  videoOf?: string;
}

/** The specification's other casino types: listed, not yet dealt. */
const UPCOMING: readonly Upcoming[] = [{ casinoType: 'poker20', name: '20-20 Poker', provider: HOUSE_PROVIDER, videoOf: 'teen20' }];

const upcoming = (entry: Upcoming): CasinoListItem => ({
  id: entry.casinoType,
  name: entry.name,
  dataURL: '',
  eventId: null,
  casinoType: entry.casinoType,
  thumbUrl: thumbUrl(entry.casinoType),
  tamannahSquareThumbUrl: squareThumbUrl(entry.casinoType),
  comingSoon: !entry.videoOf,
  provider: entry.provider,
  ...(entry.videoOf ? { videoUrl: `/embed/casino-video?id=${entry.videoOf}` } : {}),
});

/** SRV-26 LOBBY-10 LOBBY-11: the lobby's list, live tables first. */
export const CASINO_LIST: readonly CasinoListItem[] = [...CASINO_TABLES.map(playable), ...UPCOMING.map(upcoming)];

/** SRV-28 CAS-ALL-33: the games list, names as the launcher matches them, the fixed market ids (OPEN-099). */
export const CASINO_GAMES: readonly CasinoGame[] = CASINO_TABLES.map((def) => ({
  eventId: def.eventId,
  legueId: def.legueId,
  matchId: def.matchId,
  name: def.gameName,
  casinoType: def.casinoType,
  markets: def.rules.markets.map((market) => ({ marketId: tableMarketId(def, market.markettype), markettype: market.markettype })),
}));
