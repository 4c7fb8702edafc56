import { browserWindow } from './browser';

/** Where `openReplay` leaves the chosen recording for the next start (see replayHandoff.ts). */
export const PENDING_REPLAY_KEY = 'qa.pendingReplay';

/** The page's session storage, or undefined when the browser gives none. */
export function sessionStore(): Storage | undefined {
  try {
    return browserWindow()?.sessionStorage;
  } catch {
    return undefined; // storage disabled
  }
}

/** Whether a recording waits to be replayed: only then does the start-up load the replay code. */
export const hasPendingReplay = (): boolean => sessionStore()?.getItem(PENDING_REPLAY_KEY) != null;
