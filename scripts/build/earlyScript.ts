import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { APP_ENTRY_ATTRIBUTE, PAGE_CHUNKS_META } from '../../src/app/startApp';

/**
 * Builds `entry` as an entry chunk of its own and loads it from index.html before the app's entry: Vite would
 * bundle every module script of index.html into one entry, which runs only once the whole shell has arrived. The
 * app's entry is only preloaded (fetched, not run): the first script starts it, so that its first run (a long task
 * on a phone) can wait for a first screen the page is about to show. `page` is a page the first script fetches
 * (without running it) when its address opens: its chunks are named in index.html (PAGE_CHUNKS_META).
 */
export function earlyScript(entry: string, page: string): Plugin {
  const name = 'early';
  return {
    name: 'early-script',
    apply: 'build',
    buildStart() {
      this.emitFile({ type: 'chunk', id: resolve(entry), name });
    },
    transformIndexHtml: {
      order: 'post',
      handler: (html, context) => {
        const chunks = Object.values(context.bundle ?? {}).filter((output) => output.type === 'chunk');
        const early = chunks.find((chunk) => chunk.isEntry && chunk.name === name);
        const pageChunk = chunks.find((chunk) => chunk.moduleIds.includes(resolve(page)));
        if (!early || !pageChunk) throw new Error(`${entry} or ${page} was not built`);
        // Vite writes the app's entry as the module scripts of its chunks, in the order they run.
        const appScripts = /<script type="module" crossorigin src="\/([^"]+)"><\/script>/g;
        const appChunks = [...html.matchAll(appScripts)].map(([, file]) => file);
        if (appChunks.length === 0) throw new Error("index.html does not load the app's entry as expected");
        const pageChunks = [pageChunk.fileName, ...pageChunk.imports].filter((file) => !appChunks.includes(file));
        return {
          html: html.replace(
            appScripts,
            (_script, file: string) => `<link rel="modulepreload" crossorigin href="/${file}" ${APP_ENTRY_ATTRIBUTE}>`,
          ),
          tags: [
            { tag: 'script', attrs: { type: 'module', crossorigin: true, src: `/${early.fileName}` }, injectTo: 'head-prepend' },
            { tag: 'meta', attrs: { name: PAGE_CHUNKS_META, content: pageChunks.map((file) => `/${file}`).join(' ') }, injectTo: 'head' },
          ],
        };
      },
    },
  };
}
