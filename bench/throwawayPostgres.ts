import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const POSTGRES_MISSING = 'PostgreSQL: skipped (no PostgreSQL binaries under /usr/lib/postgresql)';

export const postgresInstalled = () => ['/usr/lib/postgresql', '/usr/local/bin/initdb'].some((path) => existsSync(path));

/**
 * Runs a bench script inside scripts/with-postgres.sh (a throwaway cluster in TEST_PG_URL); returns what it
 * printed. `durable`: the cluster keeps PostgreSQL's defaults (fsync, synchronous commit), as money needs.
 */
export function runOnThrowawayPostgres(script: string, { durable = false } = {}): string {
  return execFileSync('bash', ['scripts/with-postgres.sh', process.execPath, '--import', 'tsx', script], {
    env: { ...process.env, PG_DURABLE: durable ? '1' : '' },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  }).trim();
}
