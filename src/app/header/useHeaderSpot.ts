import { useLayoutEffect, useState, type RefObject } from 'react';
import type { ButtonPosition } from '../../../streams/state/theme';
import { nearestFreeSpot, type Rect } from './freeSpot';

/** What a floating control must never cover in the header: its controls, images and the account figures. */
const OBSTACLES = 'a, button, input, select, textarea, [role="button"], img, [data-no-overlap]';

/**
 * The nearest spot to `wanted` in the sticky header (nothing scrolls under it) that covers none of the
 * header's controls, for a `size` square; `self` is left out of the obstacles.
 */
const headerOf = (self: Element | null) => self?.closest('header') ?? document.querySelector('header');

export function headerSpotNear(wanted: ButtonPosition, size: number, self: Element | null): ButtonPosition | null {
  const header = headerOf(self);
  if (!header) return null;
  const obstacles: Rect[] = [...header.querySelectorAll(OBSTACLES)]
    .filter((element) => !self?.contains(element) && !element.contains(self))
    .map((element) => element.getBoundingClientRect())
    .filter((box) => box.width > 0 && box.height > 0);
  return nearestFreeSpot(wanted, size, header.getBoundingClientRect(), obstacles);
}

/**
 * The free header spot nearest the `saved` position, kept free while the header changes (controls that
 * load later, sign-in, a new width); null (stay docked) when nothing is saved or nothing is free.
 */
export function useHeaderSpot(saved: ButtonPosition | null, size: number, self: RefObject<HTMLElement | null>): ButtonPosition | null {
  const [spot, setSpot] = useState<ButtonPosition | null>(null);
  useLayoutEffect(() => {
    const header = headerOf(self.current);
    if (!saved || !header) return undefined;
    const update = () =>
      setSpot((current) => {
        const next = headerSpotNear(saved, size, self.current);
        return current && next && current.x === next.x && current.y === next.y ? current : next;
      });
    update();
    const resized = new ResizeObserver(update);
    resized.observe(header);
    const changed = new MutationObserver(update);
    changed.observe(header, { childList: true, subtree: true });
    window.addEventListener('resize', update);
    return () => {
      resized.disconnect();
      changed.disconnect();
      window.removeEventListener('resize', update);
    };
  }, [saved, size, self]);
  return saved ? spot : null;
}
