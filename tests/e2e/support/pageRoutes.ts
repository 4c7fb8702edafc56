import type { Page, Route } from '@playwright/test';

/**
 * Routes the page's requests for `url` through `handler`. A handler still running when its test ends meets a closed
 * page, and its fetch or fulfil rejects; uncaught, that rejection lands outside any test and stops the worker (the
 * next journey does not run). A handler that fails while the page is open leaves its request unanswered, which the
 * journey's own expectations meet.
 */
export async function routeWhileOpen(page: Page, url: string, handler: (route: Route) => Promise<void>): Promise<void> {
  await page.route(url, (route) => handler(route).catch(() => undefined));
}

/** Bigger than any script the page's first script needs: the app's shell is several hundred kilobytes. */
const SHELL_MIN_BYTES = 100_000;

/** Holds the app's shell script back until the returned function lets it through. */
export async function holdShell(page: Page): Promise<() => void> {
  let release = (): void => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await routeWhileOpen(page, '**/assets/*.js', async (route) => {
    const response = await route.fetch();
    if ((await response.body()).length > SHELL_MIN_BYTES) await held;
    await route.fulfill({ response });
  });
  return release;
}
