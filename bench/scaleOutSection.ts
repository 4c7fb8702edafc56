import { POSTGRES_MISSING, postgresInstalled, runOnThrowawayPostgres } from './throwawayPostgres';

/** The scale path (bench/scaleOut.ts) on a throwaway PostgreSQL cluster. */
export async function scaleOutSection(): Promise<string> {
  return postgresInstalled() ? runOnThrowawayPostgres('bench/scaleOutOnPostgres.ts') : POSTGRES_MISSING;
}
