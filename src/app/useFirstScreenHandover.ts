import { useEffect, useLayoutEffect } from 'react';
import { FIRST_SCREEN_HANDOVER_MAX_MS, firstScreenPath, handOverFirstScreen } from '../components/firstScreenHandover';

/**
 * The shell's part of the handover: a page other than the one the server rendered takes the screen at once, the
 * rendered page waits for its prices (MatchLists on home, MatchOddsSection on a match page), and nothing waits
 * longer than FIRST_SCREEN_HANDOVER_MAX_MS.
 */
export function useFirstScreenHandover(pathname: string): void {
  useLayoutEffect(() => {
    const rendered = firstScreenPath();
    if (rendered !== undefined && rendered !== pathname) handOverFirstScreen();
  }, [pathname]);
  useEffect(() => {
    const timer = setTimeout(handOverFirstScreen, FIRST_SCREEN_HANDOVER_MAX_MS);
    return () => clearTimeout(timer);
  }, []);
}
