import { dirname, resolve, sep } from 'node:path';
import type { Plugin } from 'vite';
import { readLinks, type ModuleLinks, type Statement } from './moduleLinks';
import { neededFrom, type ModuleGraph } from './neededModules';

/**
 * Rolldown splits every module that the entry shares with a lazy chunk into a chunk of its own: the first
 * screen came as ~40 files (one per RxJS operator, MUI helper …) in waves, which a phone on a slow network
 * pays per request. This puts into one `shell` chunk every module the entry needs, and what the page of the first
 * screen of most visits (home) needs outside its own folder; lazy chunks import from it, and what only lazy chunks
 * use stays with them. So the home route loads three files: the bundler's runtime, the shell and its page.
 */
export function shellChunk(entry: string, firstPage: string): Plugin {
  const entryId = resolve(entry);
  const pageId = resolve(firstPage);
  const pageFolder = dirname(pageId) + sep;
  const linksOf = new Map<string, ModuleLinks>();
  let shell: Set<string> | undefined;
  const shellOf = (graph: ModuleGraph) => {
    const forPage = [...neededFrom(pageId, linksOf, graph)].filter((id) => !id.startsWith(pageFolder));
    return new Set([...neededFrom(entryId, linksOf, graph), ...forPage]);
  };
  const group = {
    debugName: 'shell',
    name: (moduleId: string, graph: ModuleGraph) => ((shell ??= shellOf(graph)).has(moduleId) ? 'shell' : null),
  };
  return {
    name: 'shell-chunk',
    apply: 'build',
    config: () => ({ build: { rolldownOptions: { output: { codeSplitting: { groups: [group] } } } } }),
    transform: {
      order: 'post',
      async handler(code, id) {
        if (!/\.[cm]?[jt]sx?$/.test(id.split('?')[0] ?? '')) return null;
        const body = this.parse(code).body as unknown as Statement[];
        const links = await readLinks(body, async (source) => (await this.resolve(source, id))?.id ?? null);
        if (links) linksOf.set(id, links);
        return null;
      },
    },
  };
}
