import { resolve } from 'node:path';
import type { Plugin } from 'vite';

/**
 * Builds `entry` as an entry chunk of its own and loads it from index.html before the app's entry: Vite would
 * bundle every module script of index.html into one entry, which runs only once the whole shell has arrived.
 */
export function earlyScript(entry: string): Plugin {
  const name = 'early';
  return {
    name: 'early-script',
    apply: 'build',
    buildStart() {
      this.emitFile({ type: 'chunk', id: resolve(entry), name });
    },
    transformIndexHtml: {
      order: 'post',
      handler: (_html, context) => {
        const chunk = Object.values(context.bundle ?? {}).find(
          (output) => output.type === 'chunk' && output.isEntry && output.name === name,
        );
        if (!chunk) throw new Error(`${entry} was not built`);
        return [{ tag: 'script', attrs: { type: 'module', crossorigin: true, src: `/${chunk.fileName}` }, injectTo: 'head-prepend' }];
      },
    },
  };
}
