/**
 * OPEN-114 SRV-36: the casino video frame of a game — the host configured at build time
 * (VITE_CASINO_VIDEO_URL, the game id appended), else the server's own same-origin video page.
 */
export function casinoVideoUrl(gameId: string): string {
  return configuredVideoHost(gameId) ?? `/embed/casino-video?id=${encodeURIComponent(gameId)}`;
}

/**
 * The video inside a table screen. The built-in page is told `feed=parent`: the table posts it the round it
 * shows (CASINO_VIDEO_MESSAGE), so dealer and board never disagree (a replay plays in the video too), and it
 * leaves the round id and the countdown dial to the table's own overlay (CAS-ALL-01, drawn once).
 */
export function tableVideo(gameId: string): { src: string; fedByTable: boolean } {
  const external = configuredVideoHost(gameId);
  return external ? { src: external, fedByTable: false } : { src: `${casinoVideoUrl(gameId)}&feed=parent`, fedByTable: true };
}

/** The message type the built-in video page (public/embed/casino-video.js) reads its round from. */
export const CASINO_VIDEO_MESSAGE = 'casino-round';

function configuredVideoHost(gameId: string): string | null {
  const configured: unknown = import.meta.env.VITE_CASINO_VIDEO_URL;
  return typeof configured === 'string' && configured !== '' ? `${configured}${encodeURIComponent(gameId)}` : null;
}
