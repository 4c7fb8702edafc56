import { useEffect, useState } from 'react';

/** The longest wait for an idle moment: a page that keeps the browser busy still gets what waited. */
const IDLE_TIMEOUT_MS = 2_000;

/**
 * False until the browser is first idle after the calling component mounted: for what lies below the first
 * screen, so that it renders after the first screen's content rather than before it.
 */
export function useBrowserIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    // Safari has no requestIdleCallback: there the next task stands in.
    if (typeof requestIdleCallback !== 'function') {
      const timer = setTimeout(() => setIdle(true), 0);
      return () => clearTimeout(timer);
    }
    const handle = requestIdleCallback(() => setIdle(true), { timeout: IDLE_TIMEOUT_MS });
    return () => cancelIdleCallback(handle);
  }, []);
  return idle;
}
