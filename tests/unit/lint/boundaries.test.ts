import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..', '..');
const eslint = new ESLint({ cwd: root });

/** A real module under `dir` (the path rule resolves imports), as a specifier relative to the importing file. */
function moduleIn(dir: string, importer: string): string {
  const file = readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.tsx?$/.test(name) && !name.endsWith('.d.ts'))
    .sort()[0];
  if (!file) throw new Error(`no module found under ${dir}`);
  const specifier = relative(join(root, importer, '..'), join(root, dir, file)).replace(/\.tsx?$/, '');
  return specifier.startsWith('.') ? specifier : `./${specifier}`;
}

function foldersIn(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

const featureNames = () => foldersIn('src/features');
/** Every folder of streams/ but core/ (state/, auth/, the features): core/ imports none of them. */
const streamsFeatureFolders = foldersIn('streams').filter((folder) => folder !== 'core');

async function boundaryErrors(filePath: string, specifier: string): Promise<string[]> {
  const [result] = await eslint.lintText(`import * as imported from '${specifier}';\nexport { imported };\n`, { filePath });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'import-x/no-restricted-paths' || message.ruleId === 'no-restricted-imports')
    .map((message) => message.message);
}

// The first lint of a run loads the whole TypeScript program: seconds on a loaded machine.
describe('DESIGN boundaries: lint enforces the house rules', { timeout: 30_000 }, () => {
  it.each(['react', 'react-dom/client', '@mui/material/Button', 'observable-hooks'])(
    'DESIGN boundaries: streams/ may not import %s',
    async (specifier) => {
      expect(await boundaryErrors('streams/probe.ts', specifier)).toHaveLength(1);
    },
  );

  it.each([
    ['streams/probe.ts', 'src'],
    ['streams/probe.ts', 'server'],
    ['server/probe.ts', 'src'],
    ['server/probe.ts', 'streams'],
    ['contract/probe.ts', 'src'],
    ['contract/probe.ts', 'streams'],
    ['contract/probe.ts', 'server'],
  ])('DESIGN boundaries: %s may not import from %s/', async (importer, dir) => {
    expect(await boundaryErrors(importer, moduleIn(dir, importer))).toHaveLength(1);
  });

  it.each([
    ['streams/probe.ts', 'rxjs'],
    ['server/probe.ts', 'fastify'],
    ['contract/probe.ts', 'zod'],
    ['src/probe.tsx', 'react'],
  ])('DESIGN boundaries: %s may import the package %s', async (importer, specifier) => {
    expect(await boundaryErrors(importer, specifier)).toEqual([]);
  });

  it.each([
    ['streams/probe.ts', 'contract'],
    ['server/probe.ts', 'contract'],
    ['src/probe.tsx', 'streams'],
    ['src/probe.tsx', 'contract'],
  ])('DESIGN boundaries: %s may import from %s/', async (importer, dir) => {
    expect(await boundaryErrors(importer, moduleIn(dir, importer))).toEqual([]);
  });

  it('DESIGN boundaries: a feature may not import another feature, but may import itself and src/components', async () => {
    const [own, other] = featureNames();
    if (!own || !other) throw new Error('expected at least two folders under src/features');
    const importer = `src/features/${own}/Probe.tsx`;

    expect(await boundaryErrors(importer, moduleIn(`src/features/${other}`, importer))).toHaveLength(1);
    expect(await boundaryErrors(importer, moduleIn(`src/features/${own}`, importer))).toEqual([]);
    expect(await boundaryErrors(importer, moduleIn('src/components', importer))).toEqual([]);
  });

  it.each(streamsFeatureFolders)('DESIGN boundaries: streams/core/ may not import streams/%s/', async (folder) => {
    const importer = 'streams/core/probe.ts';
    expect(await boundaryErrors(importer, moduleIn(`streams/${folder}`, importer))).toHaveLength(1);
  });

  it.each([
    ['streams/core/probe.ts', 'streams/core'],
    ['streams/core/probe.ts', 'contract'],
    ['streams/state/probe.ts', 'streams/core'],
    ['streams/auth/probe.ts', 'streams/state'],
  ])('DESIGN boundaries: %s may import from %s/', async (importer, dir) => {
    expect(await boundaryErrors(importer, moduleIn(dir, importer))).toEqual([]);
  });

  const belowEach: Record<string, string[]> = {
    markets: ['services', 'engines', 'routes', 'live'],
    repositories: ['markets', 'services', 'engines', 'routes', 'live'],
    engines: ['db', 'repositories', 'services', 'routes', 'live'],
    services: ['engines', 'routes', 'live'],
    db: ['repositories', 'markets', 'services', 'engines', 'routes', 'live'],
  };
  it.each(Object.entries(belowEach).flatMap(([layer, above]) => above.map((dir) => [`server/${layer}/probe.ts`, `server/${dir}`])))(
    'DESIGN server layers: %s may not import from %s/',
    async (importer, dir) => {
      expect(await boundaryErrors(importer, moduleIn(dir, importer))).toHaveLength(1);
    },
  );

  it.each([
    ['server/routes/probe.ts', 'server/services'],
    ['server/services/probe.ts', 'server/markets'],
    ['server/markets/probe.ts', 'server/repositories'],
    ['server/markets/exchange/probe.ts', 'server/db'],
    ['server/repositories/probe.ts', 'server/db'],
    ['server/engines/sports/probe.ts', 'server/markets'],
    ['server/live/probe.ts', 'server/engines'],
    ['server/live/probe.ts', 'server/db'],
  ])('DESIGN server layers: %s may import from %s/', async (importer, dir) => {
    expect(await boundaryErrors(importer, moduleIn(dir, importer))).toEqual([]);
  });
});
