import type { CasinoListItem } from '../../contract/casino';
import type { Layout } from '../../contract/domain';
import { strings } from '../../contract/strings';

export type LobbyProvider = (typeof strings.casinoProviders)[number];
export const LOBBY_PROVIDERS: readonly LobbyProvider[] = strings.casinoProviders;

/** A lobby card: the list item and the thumbnail its layout shows. */
export interface LobbyItem extends CasinoListItem {
  thumbnail: string;
}

type ThumbField = 'thumbUrl' | 'tamannahSquareThumbUrl';
const THUMB_FIELDS: readonly string[] = ['thumbUrl', 'tamannahSquareThumbUrl'];

/** OPEN-025 OPEN-075: casinoImageKey names the thumbnail field; without it the square layout uses the square one. */
export function thumbnailField(layout: Layout, casinoImageKey: string): ThumbField {
  if (THUMB_FIELDS.includes(casinoImageKey)) return casinoImageKey as ThumbField;
  return layout === 'tamannahSquare' ? 'tamannahSquareThumbUrl' : 'thumbUrl';
}

/** OPEN-076: the Ezugi entry is our own, always coming soon, with a bundled thumbnail. */
export const EZUGI_ENTRY: CasinoListItem = {
  id: 'ezugi',
  name: strings.ezugi,
  dataURL: '',
  eventId: null,
  casinoType: 'ezugi',
  thumbUrl: '/casino/thumbs/ezugi.svg',
  tamannahSquareThumbUrl: '/casino/thumbs/square/ezugi.svg',
  comingSoon: true,
};

/** OPEN-074 LOBBY-03: a tab with items of its own shows them; any other tab shows the default list (all). */
function ofProvider(list: readonly CasinoListItem[], provider: LobbyProvider): readonly CasinoListItem[] {
  const own = list.filter((item) => item.provider === provider);
  return own.length > 0 ? own : list;
}

/**
 * LOBBY-03 LOBBY-04 LOBBY-07 LOBBY-08: the cards of a tab — its list with the Ezugi entry appended, only
 * items with a thumbnail, playable first and coming soon last (order otherwise kept).
 */
export function lobbyItems(
  list: readonly CasinoListItem[],
  options: { layout: Layout; casinoImageKey: string; provider: LobbyProvider },
): LobbyItem[] {
  const field = thumbnailField(options.layout, options.casinoImageKey);
  const withThumbs = [...ofProvider(list, options.provider), EZUGI_ENTRY]
    .map((item) => ({ ...item, thumbnail: item[field] }))
    .filter((item) => item.thumbnail.trim() !== '');
  return [...withThumbs.filter((item) => !item.comingSoon), ...withThumbs.filter((item) => item.comingSoon)];
}

/** Where a card leads: a table (LOBBY-06), a stub's video (LOBBY-13), or nowhere (coming soon, LOBBY-05). */
export type LobbyTarget = { kind: 'table'; path: string } | { kind: 'video'; videoUrl: string } | { kind: 'none' };

export function lobbyTarget(item: CasinoListItem): LobbyTarget {
  if (item.comingSoon) return { kind: 'none' };
  if (item.eventId !== null) return { kind: 'table', path: `/play-casino-new/${item.eventId}/${item.casinoType}` };
  if (item.videoUrl) return { kind: 'video', videoUrl: item.videoUrl };
  return { kind: 'none' };
}
