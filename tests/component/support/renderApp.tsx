import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';

/**
 * Renders the real app (hash router, every route) at `path` with a fresh module graph, so the
 * stream layer's shared state never leaks between tests. Stream modules a test needs must be
 * imported after this, through `await import(...)`, to share the app's instances.
 */
export async function renderApp(path = '/') {
  vi.resetModules();
  window.history.replaceState(null, '', `/#${path}`);
  // The router's contexts must come from the same fresh module graph as the app.
  const { RouterProvider } = await import('react-router');
  const { createAppRouter } = await import('../../../src/app/createAppRouter');
  // As main.tsx does: the stored slices are read back once their schemas have loaded.
  await (await import('../../../streams/state/createStore')).storesHydrated();
  const router = createAppRouter();
  const user = userEvent.setup();
  const view = render(<RouterProvider router={router} />);
  return { router, user, ...view };
}
