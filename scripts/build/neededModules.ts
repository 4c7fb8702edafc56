import type { ModuleLinks, Names } from './moduleLinks';

export interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

/**
 * The modules an entry needs, following each import only to the modules that provide the names it takes: through a
 * barrel (`rxjs`, `@mui/material/utils`) only the re-exports asked for, not every module the barrel names. A module
 * without links (CommonJS, a module we could not read) counts with all it imports, and so does every import the
 * links do not name (helpers other plugins add).
 */
export function neededFrom(entry: string, linksOf: ReadonlyMap<string, ModuleLinks>, graph: ModuleGraph): Set<string> {
  const needed = new Set<string>();
  const asked = new Map<string, Set<string>>();
  const wholly = new Set<string>();
  const provides = (id: string, name: string, seen = new Set<string>()): boolean => {
    const links = linksOf.get(id);
    if (!links || links.ownExports.has(name) || links.reexports.has(name)) return true;
    if (seen.has(id)) return false;
    seen.add(id);
    return links.starExports.some((target) => provides(target, name, seen));
  };
  const pending: [string, Names][] = [[entry, '*']];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const [id, names] = next;
    const links = linksOf.get(id);
    if (!needed.has(id)) {
      needed.add(id);
      links?.imports.forEach((link) => pending.push([link.target, link.names]));
      const linked = new Set([
        ...(links?.imports.map((link) => link.target) ?? []),
        ...[...(links?.reexports.values() ?? [])].map((reexport) => reexport.target),
        ...(links?.starExports ?? []),
      ]);
      graph.getModuleInfo(id)?.importedIds.forEach((imported) => linked.has(imported) || pending.push([imported, '*']));
    }
    if (!links || wholly.has(id)) continue;
    if (names === '*') wholly.add(id);
    const seen = asked.get(id) ?? new Set<string>();
    asked.set(id, seen);
    const fresh = names === '*' ? [...links.reexports.keys()] : names.filter((name) => !seen.has(name));
    fresh.forEach((name) => seen.add(name));
    for (const name of fresh) {
      const reexport = links.reexports.get(name);
      if (reexport) pending.push([reexport.target, reexport.name === '*' ? '*' : [reexport.name]]);
    }
    const throughStars = fresh.filter((name) => !links.ownExports.has(name) && !links.reexports.has(name));
    for (const target of links.starExports) {
      const provided = names === '*' ? '*' : throughStars.filter((name) => provides(target, name));
      if (provided.length) pending.push([target, provided]);
    }
  }
  return needed;
}
