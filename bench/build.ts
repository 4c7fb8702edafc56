import { execFileSync } from 'node:child_process';

export const BENCH_DEMO_PASSWORD = 'bench-demo-pass';
/** Its own output folder, so the bench neither clobbers nor measures someone else's dist/. */
export const BENCH_DIST_DIR = '.tmp/bench-dist';

/** Production build into BENCH_DIST_DIR (with source maps, for the size per package), with the demo password the bench server is started with. */
export function buildProduct(): void {
  execFileSync('node_modules/.bin/vite', ['build', '--logLevel', 'warn', '--sourcemap', '--outDir', BENCH_DIST_DIR, '--emptyOutDir'], {
    stdio: 'inherit',
    env: { ...process.env, DEMO_PASSWORD: BENCH_DEMO_PASSWORD },
  });
}
