import { execFileSync } from 'node:child_process';

export const BENCH_DEMO_PASSWORD = 'bench-demo-pass';

/** Production build into dist/, with the demo password the bench server is started with. */
export function buildProduct(): void {
  execFileSync('node_modules/.bin/vite', ['build', '--logLevel', 'warn'], {
    stdio: 'inherit',
    env: { ...process.env, DEMO_PASSWORD: BENCH_DEMO_PASSWORD },
  });
}
