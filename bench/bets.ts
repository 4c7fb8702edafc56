import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { formatBetRate, measureBetRate } from './betRate';

const postgresInstalled = () =>
  ['/usr/lib/postgresql', '/usr/local/bin/initdb'].some((path) => existsSync(path));

/** Bets placed per second through POST /bet/save2 against the real server, SQLite then a throwaway PostgreSQL. */
export async function betRateSection(): Promise<string> {
  const lines = [formatBetRate('SQLite', await measureBetRate())];
  if (!postgresInstalled()) {
    lines.push('PostgreSQL: skipped (no PostgreSQL binaries under /usr/lib/postgresql)');
    return lines.join('\n');
  }
  const output = execFileSync('bash', ['scripts/with-postgres.sh', process.execPath, '--import', 'tsx', 'bench/betsOnPostgres.ts'], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  lines.push(output.trim());
  return lines.join('\n');
}
