import { useEffect, useLayoutEffect } from 'react';
import { FIRST_SCREEN_HANDOVER_MAX_MS, handOverFirstScreen } from '../components/firstScreenHandover';

/**
 * The shell's part of the handover: a page other than home takes the screen at once (the server renders only
 * home), home waits for its lists (MatchLists), and nothing waits longer than FIRST_SCREEN_HANDOVER_MAX_MS.
 */
export function useFirstScreenHandover(pathname: string): void {
  useLayoutEffect(() => void (pathname !== '/' && handOverFirstScreen()), [pathname]);
  useEffect(() => {
    const timer = setTimeout(handOverFirstScreen, FIRST_SCREEN_HANDOVER_MAX_MS);
    return () => clearTimeout(timer);
  }, []);
}
