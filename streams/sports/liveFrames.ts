/**
 * OPEN-114 SRV-36: the live score and TV frames come from hosts configured per deployment at build time
 * (VITE_SCORE_URL, VITE_TV_URL); without one, the server's own same-origin pages are used.
 */
const BUILT_IN = { score: '/embed/score', tv: '/embed/tv' } as const;

export type LiveFrame = keyof typeof BUILT_IN;

function configuredBase(frame: LiveFrame): string | null {
  const configured: unknown = frame === 'score' ? import.meta.env.VITE_SCORE_URL : import.meta.env.VITE_TV_URL;
  return typeof configured === 'string' && configured.trim() !== '' ? configured.trim() : null;
}

/** MKT-25 MKT-26 SHELL-18 SHELL-19: the frame's address for one event (match id) of one sport. */
export function liveFrameUrl(frame: LiveFrame, eventId: string, sportId: string): string {
  const base = configuredBase(frame) ?? BUILT_IN[frame];
  const query = new URLSearchParams({ event_id: eventId, sport_id: sportId });
  return `${base}${base.includes('?') ? '&' : '?'}${query.toString()}`;
}
