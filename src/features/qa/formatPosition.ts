/** A replay or recording time as m:ss.s (or m:ss without tenths); never rounds up. */
export function formatPosition(ms: number, tenths: 0 | 1 = 1): string {
  const total = Math.floor(Math.max(0, ms) / 100);
  const minutes = Math.floor(total / 600);
  const withinMinute = total - minutes * 600;
  const seconds = String(Math.floor(withinMinute / 10)).padStart(2, '0');
  return tenths === 0 ? `${minutes}:${seconds}` : `${minutes}:${seconds}.${withinMinute % 10}`;
}

/** Reads "m:ss", "m:ss.s" or plain seconds back as ms; null when it is not a time. */
export function parsePosition(text: string): number | null {
  const match = /^\s*(?:(\d+):)?(\d+(?:\.\d+)?)\s*$/.exec(text);
  if (!match?.[2]) return null;
  return Math.round((Number(match[1] ?? 0) * 60 + Number(match[2])) * 1000);
}
