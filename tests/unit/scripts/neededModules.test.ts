import { parseAst } from 'vite';
import { describe, expect, it } from 'vitest';
import { readLinks, type ModuleLinks, type Statement } from '../../../scripts/build/moduleLinks';
import { neededFrom } from '../../../scripts/build/neededModules';

/** A little module graph from source texts: `./x` names module `x`; `importedIds` adds imports no statement shows. */
async function graphOf(sources: Record<string, string>, importedIds: Record<string, string[]> = {}) {
  const linksOf = new Map<string, ModuleLinks>();
  for (const [id, code] of Object.entries(sources)) {
    const links = await readLinks(parseAst(code).body as unknown as Statement[], async (source) => source.replace('./', ''));
    if (links) linksOf.set(id, links);
  }
  const getModuleInfo = (id: string) => {
    const links = linksOf.get(id);
    const linked = links
      ? [...links.imports.map((link) => link.target), ...[...links.reexports.values()].map((r) => r.target), ...links.starExports]
      : [];
    return { importedIds: [...linked, ...(importedIds[id] ?? [])] };
  };
  return (entry: string) => [...neededFrom(entry, linksOf, { getModuleInfo })].sort();
}

const barrel = {
  barrel: "export { map } from './map'; export { VirtualTimeScheduler } from './virtualTime'; export * from './operators';",
  map: 'export function map() {}',
  virtualTime: "import { Scheduler } from './scheduler'; export class VirtualTimeScheduler extends Scheduler {}",
  scheduler: 'export class Scheduler {}',
  operators: "export * from './take'; export * from './scan';",
  take: 'export const take = 1;',
  scan: "import { reduceHelper } from './reduce'; export const scan = reduceHelper;",
  reduce: 'export const reduceHelper = 2;',
};

describe('neededFrom (the modules the shell chunk holds)', () => {
  it('through a barrel, only the modules of the names imported, found through `export *` too', async () => {
    const needed = await graphOf({ ...barrel, entry: "import { map, scan } from './barrel'; map(scan);" });
    expect(needed('entry')).toEqual(['barrel', 'entry', 'map', 'operators', 'reduce', 'scan']);
  });

  it('a namespace import or `export * as` takes every module the barrel names', async () => {
    const needed = await graphOf({
      ...barrel,
      entry: "import * as all from './barrel'; all.map();",
      reexporter: "export * as all from './barrel';",
    });
    const everything = ['barrel', 'map', 'operators', 'reduce', 'scan', 'scheduler', 'take', 'virtualTime'];
    expect(needed('entry')).toEqual([...everything, 'entry'].sort());
    expect(needed('reexporter')).toEqual([...everything, 'reexporter'].sort());
  });

  it('a module without links (CommonJS) and an import no statement shows count with everything they reach', async () => {
    const needed = await graphOf(
      { ...barrel, entry: "import { take } from './barrel'; import './cjs';", preloadHelper: 'export const preload = 3;' },
      { cjs: ['virtualTime'], entry: ['preloadHelper'] },
    );
    expect(needed('entry')).toEqual(['barrel', 'cjs', 'entry', 'operators', 'preloadHelper', 'scheduler', 'take', 'virtualTime']);
  });
});
