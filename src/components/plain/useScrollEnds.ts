import { useCallback, useState } from 'react';

export interface ScrollEnds {
  /** Whether the content is wider than the box. */
  overflows: boolean;
  atStart: boolean;
  atEnd: boolean;
}

const NONE: ScrollEnds = { overflows: false, atStart: true, atEnd: true };
const same = (a: ScrollEnds, b: ScrollEnds) => a.overflows === b.overflows && a.atStart === b.atStart && a.atEnd === b.atEnd;

/**
 * Whether the sideways-scrolling element the returned ref is put on overflows, and whether it is scrolled to either
 * end; read when it resizes or scrolls (after layout, never forcing one during a render).
 */
export function useScrollEnds<E extends HTMLElement>(): [(element: E | null) => void, ScrollEnds] {
  const [ends, setEnds] = useState(NONE);
  const ref = useCallback((element: E | null) => {
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    const update = () => {
      const { scrollLeft, scrollWidth, clientWidth } = element;
      const next = {
        overflows: scrollWidth > clientWidth + 1,
        atStart: scrollLeft <= 1,
        atEnd: scrollLeft + clientWidth >= scrollWidth - 1,
      };
      setEnds((was) => (same(was, next) ? was : next));
    };
    const resized = new ResizeObserver(update);
    resized.observe(element);
    if (element.firstElementChild) resized.observe(element.firstElementChild);
    element.addEventListener('scroll', update, { passive: true });
    return () => {
      resized.disconnect();
      element.removeEventListener('scroll', update);
    };
  }, []);
  return [ref, ends];
}
