import { basename, dirname, join, resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { build, type Alias, type Plugin } from 'vite';
import { FIRST_SCREEN_RENDERER_FILE } from '../../contract/firstScreen';

/** The browser-only packages the server's render takes stand-ins for (src/ssr/). */
const SERVER_RENDER_ALIASES: Alias[] = [
  { find: /^observable-hooks$/, replacement: resolve('src/ssr/prepassHooks.ts') },
  { find: /^@mui\/material\/useMediaQuery$/, replacement: resolve('src/ssr/phoneMediaQuery.ts') },
];
/** The app's own modules the server's render takes stand-ins for, by file (whatever path imports them). */
const SERVER_RENDER_STAND_INS = new Map([[resolve('src/features/casino/pages/useElapsed.ts'), resolve('src/ssr/elapsedAtOnce.ts')]]);

const standIns = (): Plugin => ({
  name: 'first-screen-stand-ins',
  enforce: 'pre',
  async resolveId(source, importer, options) {
    const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
    return (resolved && SERVER_RENDER_STAND_INS.get(resolved.id)) ?? null;
  },
});

/**
 * After the app's build, builds `entry` for Node into the same output, as one file, FIRST_SCREEN_RENDERER_FILE, where
 * the server looks for it (server/routes/static.ts) and never serves it. The server imports it once per
 * domain, and each import must get the app's streams for itself (a shared chunk would be shared between domains).
 * The packages stay outside (node_modules), shared.
 */
export function firstScreenRenderer(entry: string): Plugin {
  let outDir = 'dist';
  return {
    name: 'first-screen-renderer',
    apply: 'build',
    configResolved: (config) => void (outDir = config.build.outDir),
    async closeBundle() {
      await build({
        configFile: false,
        logLevel: 'warn',
        plugins: [standIns(), react()],
        resolve: { alias: SERVER_RENDER_ALIASES },
        build: {
          ssr: resolve(entry),
          outDir: join(outDir, dirname(FIRST_SCREEN_RENDERER_FILE)),
          emptyOutDir: true,
          copyPublicDir: false,
          manifest: false,
          rolldownOptions: { output: { entryFileNames: basename(FIRST_SCREEN_RENDERER_FILE), codeSplitting: false } },
        },
      });
    },
  };
}
