import { useRef, type PointerEvent } from 'react';
import type { ButtonPosition } from '../../../streams/state/theme';

/** Movement under this many pixels is a click, not a drag. */
const DRAG_THRESHOLD_PX = 4;

export const clampToViewport = (position: ButtonPosition, size: number): ButtonPosition => ({
  x: Math.min(Math.max(0, position.x), Math.max(0, window.innerWidth - size)),
  y: Math.min(Math.max(0, position.y), Math.max(0, window.innerHeight - size)),
});

/**
 * Pointer dragging of a fixed element: `onMove` while dragging, `onDrop` with the final position;
 * `wasDragged()` lets the click that ends a drag be ignored.
 */
export function useDragPosition(size: number, onMove: (p: ButtonPosition) => void, onDrop: (p: ButtonPosition) => void) {
  const start = useRef<{ pointerX: number; pointerY: number; x: number; y: number } | null>(null);
  const dragged = useRef(false);
  const positionOf = (event: PointerEvent) => {
    const origin = start.current;
    if (!origin) return null;
    return clampToViewport({ x: origin.x + event.clientX - origin.pointerX, y: origin.y + event.clientY - origin.pointerY }, size);
  };
  return {
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      const box = event.currentTarget.getBoundingClientRect();
      start.current = { pointerX: event.clientX, pointerY: event.clientY, x: box.left, y: box.top };
      dragged.current = false;
      event.currentTarget.setPointerCapture?.(event.pointerId);
    },
    onPointerMove: (event: PointerEvent<HTMLElement>) => {
      const origin = start.current;
      const next = positionOf(event);
      if (!origin || !next) return;
      if (Math.hypot(event.clientX - origin.pointerX, event.clientY - origin.pointerY) >= DRAG_THRESHOLD_PX) dragged.current = true;
      if (dragged.current) onMove(next);
    },
    onPointerUp: (event: PointerEvent<HTMLElement>) => {
      const next = positionOf(event);
      start.current = null;
      if (dragged.current && next) onDrop(next);
    },
    wasDragged: () => dragged.current,
  };
}
