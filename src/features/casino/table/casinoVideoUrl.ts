/**
 * OPEN-114 SRV-36: the casino video frame of a game — the host configured at build time
 * (VITE_CASINO_VIDEO_URL, the game id appended), else the server's own same-origin video page.
 */
export function casinoVideoUrl(gameId: string): string {
  const configured: unknown = import.meta.env.VITE_CASINO_VIDEO_URL;
  const id = encodeURIComponent(gameId);
  return typeof configured === 'string' && configured !== '' ? `${configured}${id}` : `/embed/casino-video?id=${id}`;
}
