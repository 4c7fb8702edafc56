import { expect, test, type Page } from '@playwright/test';
import { strings } from '../../contract/strings';
import { a11yLabels } from '../../src/components/a11yLabels';
import { E2E_PORT } from './e2eEnv';
import { operator } from './support/shellSession';

/** A loopback address of this worker's own (two per worker), so parallel projects never upsert the same domain. */
const ownHost = (which: 0 | 1) => `127.0.0.${20 + 2 * test.info().parallelIndex + which}`;

/** Opens the domain served on `host`, its stored theme set to light first, and waits for its branded header. */
async function openDomain(page: Page, host: string, title: string): Promise<void> {
  await page.addInitScript(() => localStorage.setItem('theme', 'light'));
  await page.goto(`http://${host}:${E2E_PORT}/#/`);
  await expect(page.getByRole('banner').getByRole('img', { name: title })).toBeVisible();
  // The routed page is rendered too, not just the header.
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeAttached();
}

const colorScheme = (page: Page) => page.evaluate(() => getComputedStyle(document.documentElement).colorScheme);

test('DOM-06 DOM-08 a domain on another host with signup and defaultDarkMode: Sign Up, forced dark mode, no theme toggle', async ({
  page,
}) => {
  const host = ownHost(0);
  await operator('domain:upsert', '--host', host, '--title', 'Night Book', '--signup', 'true', '--dark', 'true');
  await openDomain(page, host, 'Night Book');
  await expect(page.getByRole('banner').getByRole('button', { name: strings.signUp })).toBeVisible();
  // Dark despite the stored light theme.
  expect(await colorScheme(page)).toBe('dark');
  await expect(page.getByRole('button', { name: a11yLabels.toggleTheme })).toHaveCount(0);
});

test('DOM-06 DOM-08 a domain on another host without signup nor defaultDarkMode: no Sign Up, the stored theme and its toggle', async ({
  page,
}) => {
  const host = ownHost(1);
  await operator('domain:upsert', '--host', host, '--title', 'Day Book', '--signup', 'false', '--dark', 'false');
  await openDomain(page, host, 'Day Book');
  await expect(page.getByRole('button', { name: a11yLabels.toggleTheme })).toBeVisible();
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('button', { name: strings.login }).first()).toBeVisible();
  await expect(banner.getByRole('button', { name: strings.signUp })).toHaveCount(0);
  expect(await colorScheme(page)).toBe('light');
});
