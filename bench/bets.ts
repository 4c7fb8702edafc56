import { formatBetRate, measureBetRate } from './betRate';
import { POSTGRES_MISSING, postgresInstalled, runOnThrowawayPostgres } from './throwawayPostgres';

/** Bets placed per second through POST /bet/save2 against the real server, SQLite then a throwaway, durable PostgreSQL. */
export async function betRateSection(): Promise<string> {
  const sqlite = formatBetRate('SQLite', await measureBetRate());
  return [sqlite, postgresInstalled() ? runOnThrowawayPostgres('bench/betsOnPostgres.ts', { durable: true }) : POSTGRES_MISSING].join('\n');
}
