import { PostgresAdapter } from 'kysely';
import type { Db } from './connect';

/** Row locks that only PostgreSQL needs (SQLite serialises every writer already). */
export const isPostgres = (db: Db): boolean => db.getExecutor().adapter instanceof PostgresAdapter;
