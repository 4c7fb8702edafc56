import { resetOnLogout } from '../state/logoutReset';
import { authStore } from '../state/slices/auth';
import { storage } from '../core/browser';
import type { RecordedSession } from './recording';

/**
 * Stands in for the access token while a replay shows a logged-in user: it makes the app behave as
 * logged in, and it never leaves the browser because no request is sent while a recording is loaded.
 */
export const REPLAY_SESSION_TOKEN = 'replay-session';

/** An in-memory copy of localStorage: what a replay writes to the state slices goes here and dies with the page. */
class MemoryStorage {
  private readonly items: Map<string, string>;

  constructor(from: Storage | undefined) {
    const keys = from ? Array.from({ length: from.length }, (_, i) => from.key(i)) : [];
    this.items = new Map(keys.flatMap((key) => (key === null ? [] : [[key, from?.getItem(key) ?? '']])));
  }

  get length(): number {
    return this.items.size;
  }

  key(index: number): string | null {
    return [...this.items.keys()][index] ?? null;
  }

  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }

  setItem(key: string, value: string): void {
    this.items.set(key, String(value));
  }

  removeItem(key: string): void {
    this.items.delete(key);
  }

  clear(): void {
    this.items.clear();
  }
}

let realStorage: PropertyDescriptor | undefined;

/**
 * Clears the session slices for a replay (at load and at each seek). The first call shadows `localStorage`
 * with an in-memory copy, so the QA person's own session and settings are never overwritten (nor other tabs told).
 */
export function beginReplayedSession(): void {
  const descriptor = Object.getOwnPropertyDescriptor(globalThis, 'localStorage');
  if (!realStorage && descriptor?.configurable) {
    Object.defineProperty(globalThis, 'localStorage', { value: new MemoryStorage(storage()), configurable: true });
    realStorage = descriptor;
  }
  resetOnLogout();
}

/** Gives `localStorage` back; the in-memory values of the replay are dropped with it. */
export function restoreSessionState(): void {
  if (realStorage) Object.defineProperty(globalThis, 'localStorage', realStorage);
  realStorage = undefined;
}

/** Shows the recorded user's session from this point of the replay (a logged-out snapshot clears it, as a logout does). */
export function applyRecordedSession(session: RecordedSession): void {
  resetOnLogout();
  if (session.isLoggedIn) authStore.set({ ...session, accessToken: REPLAY_SESSION_TOKEN });
}
