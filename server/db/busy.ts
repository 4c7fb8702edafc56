const codeOf = (error: unknown): string | undefined => {
  const code = error instanceof Error ? (error as Error & { code?: unknown }).code : undefined;
  return typeof code === 'string' ? code : undefined;
};

/** SQLite: another connection holds the write lock (SQLITE_BUSY and its extended codes). */
export const isSqliteBusy = (error: unknown): boolean => codeOf(error)?.startsWith('SQLITE_BUSY') === true;

/** PostgreSQL lock_not_available: lock_timeout passed while another transaction held the row or table. */
const isPostgresLockTimeout = (error: unknown): boolean => codeOf(error) === '55P03';

/** The statement failed only because the database was locked for longer than the server waits: try again. */
export const isLockWaitError = (error: unknown): boolean => isSqliteBusy(error) || isPostgresLockTimeout(error);
