import { describe, expect, it } from 'vitest';
import { isLockWaitError } from '../../../../server/db/busy';

const failure = (code: string) => Object.assign(new Error(code), { code });

describe('which database failures a caller may simply retry', () => {
  it('another connection’s lock: SQLite busy, PostgreSQL lock timeout and deadlock (its transaction rolled back whole)', () => {
    for (const code of ['SQLITE_BUSY', 'SQLITE_BUSY_SNAPSHOT', '55P03', '40P01']) expect(isLockWaitError(failure(code)), code).toBe(true);
  });

  it('not a failure of the statement itself: a unique violation, a constraint, a plain error', () => {
    for (const code of ['23505', '23503', 'SQLITE_CONSTRAINT']) expect(isLockWaitError(failure(code)), code).toBe(false);
    expect(isLockWaitError(new Error('boom'))).toBe(false);
  });
});
