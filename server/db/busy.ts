const codeOf = (error: unknown): string | undefined => {
  const code = error instanceof Error ? (error as Error & { code?: unknown }).code : undefined;
  return typeof code === 'string' ? code : undefined;
};

/** SQLite: another connection holds the write lock (SQLITE_BUSY and its extended codes). */
export const isSqliteBusy = (error: unknown): boolean => codeOf(error)?.startsWith('SQLITE_BUSY') === true;

/**
 * PostgreSQL lock_not_available (lock_timeout passed while another transaction held the row or table) and
 * deadlock_detected (PostgreSQL broke a cycle of transactions waiting on each other by rolling this one back).
 */
const isPostgresLockWait = (error: unknown): boolean => codeOf(error) === '55P03' || codeOf(error) === '40P01';

/** The statement failed only because of other transactions' locks, and nothing of its transaction stays: try again. */
export const isLockWaitError = (error: unknown): boolean => isSqliteBusy(error) || isPostgresLockWait(error);

/** Why work is refused before it starts: an in-memory queue on its way is at its limit. Nothing was written. */
export class QueueFullError extends Error {
  readonly code = 'QUEUE_FULL';
  constructor(queue: string) {
    super(`${queue} is full`);
  }
}

/** The work was refused before it wrote anything, only because the server is busy: answered 503, try again. */
export const isBusyRefusal = (error: unknown): boolean => isLockWaitError(error) || codeOf(error) === 'QUEUE_FULL';
