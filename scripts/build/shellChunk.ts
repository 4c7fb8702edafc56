import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { readLinks, type ModuleLinks, type Statement } from './moduleLinks';
import { neededFrom, type ModuleGraph } from './neededModules';

export interface FirstScreenChunks {
  /** An entry that must not wait for the shell (the page's first script): its modules stay out of every group. */
  apart: string;
  /**
   * The modules whose code every first visit runs before the first live price: the entry, the home page (the
   * landing page of most visits), and what the shell imports lazily but shows a visitor at once (the HTTP client,
   * header, footer, navigation). They and all they need go into one `shell` chunk.
   */
  shell: readonly string[];
  /** Pages opened by address often enough to get one chunk each (name → page module): the page and all it needs outside the shell. */
  pages: Readonly<Record<string, string>>;
}

/**
 * Rolldown splits every module shared by two chunks into a chunk of its own: the first screen came as ~75 files
 * (one per RxJS operator, MUI component, contract file …) in four waves, each of which a phone pays a round trip
 * and its bandwidth for. This groups the first screen's modules into one `shell` chunk and each named page's into
 * one chunk; lazy chunks import from them, and what only other lazy chunks use stays with them. The home route
 * then loads two files (the entry and the shell), a page opened by address one more.
 */
export function shellChunk(chunks: FirstScreenChunks): Plugin {
  const linksOf = new Map<string, ModuleLinks>();
  let chunkOf: Map<string, string> | undefined;
  const assign = (graph: ModuleGraph) => {
    const assigned = new Map<string, string>();
    neededFrom(resolve(chunks.apart), linksOf, graph).forEach((id) => assigned.set(id, 'apart'));
    const claim = (name: string, root: string) =>
      neededFrom(resolve(root), linksOf, graph).forEach((id) => assigned.has(id) || assigned.set(id, name));
    chunks.shell.forEach((root) => claim('shell', root));
    Object.entries(chunks.pages).forEach(([name, page]) => claim(name, page));
    return assigned;
  };
  const groups = ['apart', 'shell', ...Object.keys(chunks.pages)].map((debugName) => ({
    debugName,
    name: (moduleId: string, graph: ModuleGraph) => ((chunkOf ??= assign(graph)).get(moduleId) === debugName ? debugName : null),
  }));
  return {
    name: 'shell-chunk',
    apply: 'build',
    config: () => ({ build: { rolldownOptions: { output: { codeSplitting: { groups } } } } }),
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
