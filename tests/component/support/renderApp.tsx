import { act, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';

/** The app's current location, read from the hash history (SHELL-01) the app navigates. */
export function currentLocation() {
  const url = new URL(window.location.hash.replace(/^#/, ''), window.location.origin);
  const state: unknown = (window.history.state as { usr?: unknown } | null)?.usr ?? null;
  return { pathname: url.pathname, search: url.search, state };
}

/** Goes to `path` the way the browser's address bar or back button does: a new hash, then popstate. */
export function navigateTo(path: string): void {
  act(() => {
    window.history.pushState(null, '', `/#${path}`);
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
}

/**
 * Renders the real app (hash router, every route) at `path` with a fresh module graph, so the
 * stream layer's shared state never leaks between tests. Stream modules a test needs must be
 * imported after this, through `await import(...)`, to share the app's instances.
 */
export async function renderApp(path = '/') {
  vi.resetModules();
  window.history.replaceState(null, '', `/#${path}`);
  // The router's contexts must come from the same fresh module graph as the app.
  const { App } = await import('../../../src/app/App');
  // As main.tsx does: the stored slices are read back once their schemas have loaded.
  await (await import('../../../streams/state/createStore')).storesHydrated();
  const user = userEvent.setup();
  const view = render(<App />);
  return { user, ...view };
}
