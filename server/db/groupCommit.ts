import { CompiledQuery } from 'kysely';
import type { Db } from './connect';
import { QueueFullError } from './busy';
import { isPostgres } from './dialect';

type Work<T> = (trx: Db) => Promise<T>;

interface Job {
  work: Work<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

/**
 * Jobs waiting for a group at most, per database: past it a job is refused (QueueFullError, answered 503) with
 * nothing written, rather than memory growing while the disk falls behind. A group commits a few hundred jobs
 * in well under a second, so a full queue means the server cannot keep up.
 */
export const GROUP_COMMIT_QUEUE_LIMIT = 10_000;

const SAVEPOINT = CompiledQuery.raw('savepoint grouped');
const RELEASE = CompiledQuery.raw('release savepoint grouped');
const ROLLBACK = CompiledQuery.raw('rollback to savepoint grouped');

/**
 * Runs the job in its own savepoint (a job that throws rolls back only its own changes) and returns its answer,
 * to be given once the group has committed.
 */
async function runIsolated(trx: Db, job: Job): Promise<() => void> {
  await trx.executeQuery(SAVEPOINT);
  try {
    const value = await job.work(trx);
    await trx.executeQuery(RELEASE);
    return () => job.resolve(value);
  } catch (error) {
    await trx.executeQuery(ROLLBACK);
    await trx.executeQuery(RELEASE);
    return () => job.reject(error);
  }
}

/**
 * Group commit: the jobs queued while the previous group was committing run in one transaction, each inside its
 * own SAVEPOINT, then one COMMIT (one WAL sync for the whole group), and only then is each job answered. No job
 * is answered before its group is durable; a failed commit fails every job of the group, none half done.
 * Groups run one after another; a new group starts once the event loop has read every request that is waiting.
 */
function createGroupCommit(db: Db): <T>(work: Work<T>, limit: number) => Promise<T> {
  let queue: Job[] = [];
  let draining = false;

  async function commitGroup(group: Job[]): Promise<void> {
    try {
      const answers = await db.transaction().execute(async (trx) => {
        const pending: (() => void)[] = [];
        for (const job of group) pending.push(await runIsolated(trx, job));
        return pending;
      });
      for (const answer of answers) answer();
    } catch (error) {
      for (const job of group) job.reject(error);
    }
  }

  function drain(): void {
    const group = queue;
    queue = [];
    void commitGroup(group).then(() => {
      if (queue.length > 0) setImmediate(drain);
      else draining = false;
    });
  }

  return <T>(work: Work<T>, limit: number) =>
    new Promise<T>((resolve, reject) => {
      if (queue.length >= limit) throw new QueueFullError('the group commit queue');
      queue.push({ work, resolve: resolve as (value: unknown) => void, reject });
      if (draining) return;
      draining = true;
      setImmediate(drain);
    });
}

const committers = new WeakMap<Db, ReturnType<typeof createGroupCommit>>();

/**
 * Runs `work` in a transaction of its own, answered once committed. On SQLite, where every transaction of the
 * process runs one at a time on one connection and each commit waits for a WAL sync, it shares the transaction
 * of a group (see createGroupCommit). PostgreSQL runs transactions side by side and already syncs the WAL once
 * for the commits that arrive together; a group there would hold many users' row locks at once, in arrival
 * order, and could deadlock with settlement (market, then users in id order). `limit`: the jobs that may wait
 * for a group (tests pass a small one).
 */
export function inGroupCommit<T>(db: Db, work: Work<T>, limit = GROUP_COMMIT_QUEUE_LIMIT): Promise<T> {
  if (isPostgres(db)) return db.transaction().execute(work);
  let commit = committers.get(db);
  if (!commit) {
    commit = createGroupCommit(db);
    committers.set(db, commit);
  }
  return commit(work, limit);
}
