import { resolve } from 'node:path';

interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

/**
 * Rolldown splits every module that the entry shares with a lazy chunk into a chunk of its own: the first
 * screen came as ~40 files (one per RxJS operator, MUI helper …) in waves, which a phone on a slow network
 * pays per request. This puts everything the entry imports statically into one `shell` chunk; lazy chunks
 * import from it, so no byte moves into the first load.
 */
export function shellChunkOf(entry: string) {
  const entryId = resolve(entry);
  let firstLoad: Set<string> | undefined;
  const staticallyReachable = (graph: ModuleGraph) => {
    const seen = new Set<string>();
    const pending = [entryId];
    for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
      if (seen.has(id)) continue;
      seen.add(id);
      pending.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
    }
    return seen;
  };
  return {
    debugName: 'shell',
    name: (moduleId: string, graph: ModuleGraph) => {
      firstLoad ??= staticallyReachable(graph);
      return firstLoad.has(moduleId) ? 'shell' : null;
    },
  };
}
