import { join } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..', '..');
const eslint = new ESLint({ cwd: root });

const ROUTED = `import type { Page } from '@playwright/test';
export const hold = (page: Page) => page.route('**/*.js', async (route) => route.fulfill({ response: await route.fetch() }));
`;

async function syntaxErrors(filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(ROUTED, { filePath: join(root, filePath) });
  return (result?.messages ?? []).filter((message) => message.ruleId === 'no-restricted-syntax').map((message) => message.message);
}

// The first lint of a run loads the whole TypeScript program: seconds on a loaded machine.
describe('journeys route through one guarded helper', { timeout: 30_000 }, () => {
  it('a bare page.route in a journey is a lint error that names routeWhileOpen', async () => {
    expect(await syntaxErrors('tests/e2e/held.spec.ts')).toEqual([expect.stringContaining('routeWhileOpen')]);
  });

  it('the helper itself may call page.route', async () => {
    expect(await syntaxErrors('tests/e2e/support/pageRoutes.ts')).toEqual([]);
  });
});
