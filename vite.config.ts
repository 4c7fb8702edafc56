import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { earlyScript } from './scripts/build/earlyScript';
import { firstScreenRenderer } from './scripts/build/firstScreenRenderer';
import { lazyTouchRipple } from './scripts/build/lazyTouchRipple';
import { muiWithoutCssVars } from './scripts/build/muiWithoutCssVars';
import { precompress } from './scripts/build/precompress';
import { preloadOnlyMissing } from './scripts/build/preloadOnlyMissing';
import { reactRouterTreeShaking } from './scripts/build/reactRouterTreeShaking';
import { shellChunk } from './scripts/build/shellChunk';

export default defineConfig(({ command }) => ({
  plugins: [
    react(),
    muiWithoutCssVars(),
    lazyTouchRipple(),
    reactRouterTreeShaking(),
    preloadOnlyMissing(),
    earlyScript('src/early.ts', 'src/features/casino/pages/CasinoPlayPage.tsx'),
    shellChunk({
      apart: 'src/early.ts',
      shell: [
        'src/main.tsx',
        'streams/api/transport.ts',
        'streams/state/persistedSchemas.ts',
        'src/app/routes/pageModules.ts',
        'src/app/header/ThemeToggle.tsx',
        'src/features/home/HomePage.tsx',
      ],
      pages: { matchPage: 'src/features/sports/match/MatchPage.tsx', casinoTable: 'src/features/casino/pages/CasinoPlayPage.tsx' },
    }),
    precompress(),
    firstScreenRenderer('src/ssr/renderFirstScreen.tsx'),
  ],
  define: {
    // Demo account password is deployment configuration (OPEN-016), injected at build time.
    'import.meta.env.VITE_DEMO_PASSWORD': JSON.stringify(process.env.DEMO_PASSWORD ?? ''),
  },
  server: { proxy: { '/api': 'http://localhost:8080', '/ip': 'http://localhost:8080' } },
  resolve: {
    // react-router's package exports only name its development build (warnings, dev checks); production builds take its production twin.
    alias:
      command === 'build'
        ? [
            { find: /^react-router$/, replacement: resolve('node_modules/react-router/dist/production/index.mjs') },
            // RxJS's default build is ES5 (classes as functions, tslib helpers); its ES2015 twin is smaller and needs only tslib's async helpers.
            { find: /^rxjs$/, replacement: resolve('node_modules/rxjs/dist/esm/index.js') },
          ]
        : [],
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    // The manifest lets bench/ find the home route's first-load chunks.
    manifest: true,
    // The shell is one chunk on purpose (scripts/build/shellChunk.ts): about 720 kB minified, 210 kB gzip.
    chunkSizeWarningLimit: 800,
    // Every browser of the build target but Safari 16 preloads modules itself; there a lazy page loads unpreloaded.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // Emotion imports it bare for withTheme, which MUI never calls; as CommonJS it would be kept for side effects it has not.
      treeshake: { moduleSideEffects: [{ test: /node_modules\/hoist-non-react-statics\//, sideEffects: false }] },
      output: {
        // Each lazy import's dependency list (for preloading) sits in the first chunk: bare hashes keep it short.
        chunkFileNames: 'assets/[hash].js',
      },
    },
  },
}));
