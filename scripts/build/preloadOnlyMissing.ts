import type { Plugin } from 'vite';

/**
 * Vite lists, for each lazy import, every chunk to preload with it: the lazy chunk itself, which the import fetches
 * at once anyway, and the chunks its importer has already loaded (the runtime, the shell). The entry holds the lists
 * of all its lazy imports, so those names cost first-load bytes for nothing. This keeps only the chunks still
 * missing, from the chunks' static imports read just before Vite writes the lists.
 */
export function preloadOnlyMissing(): Plugin {
  const importsOf = new Map<string, readonly string[]>();
  const loadedWith = (host: string) => {
    const loaded = new Set<string>();
    const pending = [host];
    for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
      if (loaded.has(file)) continue;
      loaded.add(file);
      pending.push(...(importsOf.get(file) ?? []));
    }
    return loaded;
  };
  const resolveDependencies = (file: string, deps: string[], { hostId }: { hostId: string }) => {
    const loaded = loadedWith(hostId);
    return deps.filter((dep) => dep !== file && !loaded.has(dep));
  };
  return {
    name: 'preload-only-missing',
    apply: 'build',
    config: () => ({ build: { modulePreload: { resolveDependencies } } }),
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) if (chunk.type === 'chunk') importsOf.set(chunk.fileName, chunk.imports);
      },
    },
  };
}
