import type { ButtonPosition } from '../../../streams/state/theme';

export interface Rect {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** The free stretches of [from, to] for a square's left edge, once every blocked open interval is taken out. */
function freeStretches(from: number, to: number, blocked: [number, number][]): [number, number][] {
  let stretches: [number, number][] = from <= to ? [[from, to]] : [];
  for (const [start, end] of blocked) {
    stretches = stretches.flatMap(([a, b]): [number, number][] => {
      if (end <= a || start >= b) return [[a, b]];
      return [...(start >= a ? [[a, start] as [number, number]] : []), ...(end <= b ? [[end, b] as [number, number]] : [])];
    });
  }
  return stretches;
}

/**
 * The top-left corner nearest `wanted` where a `size` square lies inside `area` and overlaps none of
 * `obstacles` (touching is allowed); null when no such spot exists.
 */
export function nearestFreeSpot(wanted: ButtonPosition, size: number, area: Rect, obstacles: Rect[]): ButtonPosition | null {
  const lowest = area.bottom - size;
  if (lowest < area.top || area.right - area.left < size) return null;
  const clampY = (y: number) => Math.min(Math.max(area.top, y), lowest);
  // The nearest free spot sits either on the wanted row or flush against an obstacle's top or bottom edge.
  const rows = new Set([
    clampY(wanted.y),
    area.top,
    lowest,
    ...obstacles.flatMap((o) => [o.top - size, o.bottom]).filter((y) => y >= area.top && y <= lowest),
  ]);
  let best: ButtonPosition | null = null;
  let bestDistance = Infinity;
  for (const y of rows) {
    const inRow = obstacles.filter((o) => o.top < y + size && o.bottom > y);
    const blocked = inRow.map((o): [number, number] => [o.left - size, o.right]);
    for (const [from, to] of freeStretches(area.left, area.right - size, blocked)) {
      const x = Math.min(Math.max(from, wanted.x), to);
      const distance = Math.hypot(x - wanted.x, y - wanted.y);
      if (distance < bestDistance) {
        best = { x, y };
        bestDistance = distance;
      }
    }
  }
  return best;
}
