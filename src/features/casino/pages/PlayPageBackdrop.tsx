import { createContext, Suspense, useContext, useLayoutEffect, useState, type ReactNode } from 'react';
import { LaunchBackdrop } from './LaunchBackdrop';
import { playBackdropLeftFor, takeOverLaunchSplash } from './launchSplash';
import { useElapsed } from './useElapsed';

const BackdropElapsed = createContext(true);

/** Whether the play page's background has been shown for its 1.4 s. */
export const usePlayBackdropElapsed = (): boolean => useContext(BackdropElapsed);

/**
 * CAS-LNCH-06: the play page's background, from the moment its address opens. It shows while the table's code still
 * loads, and the table waits out the rest of the 1.4 s, so a table opened by address is not 1.4 s behind its code.
 * Opened as the page's first address, the background went up with the page's first script (launchSplash.ts): that
 * time counts too.
 */
export function PlayPageBackdrop({ children }: { children: ReactNode }) {
  const [wait] = useState(() => playBackdropLeftFor());
  const elapsed = useElapsed(wait);
  useLayoutEffect(() => takeOverLaunchSplash(), []);
  return (
    <BackdropElapsed.Provider value={elapsed}>
      <Suspense fallback={<LaunchBackdrop />}>{children}</Suspense>
    </BackdropElapsed.Provider>
  );
}
