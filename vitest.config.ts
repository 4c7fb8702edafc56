import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    // A runaway test dies of a small heap within a minute or two instead of stalling the suite for many.
    execArgv: ['--max-old-space-size=1536'],
    // Vitest's default is half the cores (one on a 2-core CI machine); the component tests wait on the app's polls
    // and timers between renders, so four workers keep both cores busy (~25 % faster there than two).
    maxWorkers: 4,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: ['tests/unit/**/*.test.ts'],
          // The engine and property tests are CPU-bound: seconds on a CI box shared with other work (5 s default).
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'component',
          environment: 'jsdom',
          // A test's first render loads the whole shell into a fresh module graph: seconds on a loaded CI box, and
          // the slowest test (11 s there) must still finish in half its time when other work shares the cores.
          testTimeout: 60_000,
          include: ['tests/component/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/component/setup.ts'],
          // Files share a worker: app tests render from a fresh module graph (renderApp resets the modules) and the
          // setup file clears storage and request handlers after each test; a fresh worker per file cost a tenth of the stage.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          environment: 'node',
          include: ['tests/api/**/*.test.ts'],
          // Password hashes at a test cost (all but the test of the production cost).
          setupFiles: ['tests/api/setup.ts'],
          // One migrated database per run; each file's database is a copy of it (tests/api/testDatabase.ts).
          globalSetup: ['tests/api/globalSetup.ts'],
          // Each file starts an app on a fresh database; on a shared 2-core CI box running both database
          // suites side by side with typecheck and lint, 5 s / 10 s defaults are too tight.
          testTimeout: 20_000,
          hookTimeout: 30_000,
          // Test files share one database server; running them one after another keeps them independent.
          fileParallelism: false,
          // One after another in one process, so the server's modules load once, not once per file (that was
          // most of the suite's time). Each file still gets its own app on a fresh database (tests/api/helper.ts).
          isolate: false,
        },
      },
    ],
  },
});
