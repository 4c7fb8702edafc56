import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { freePort, startApiProcess, type ApiProcess } from '../scripts/apiProcess';
import { firstRound, TABLE_DATA } from './casinoSnapshots';
import { alternationNote, measureAlternating } from './snapshotThroughput';

const DEMO_PASSWORD = 'bench-scale-pass';
const SHARED_TABLES = ['casino_live', 'feed_live'];

interface DatabaseCounters {
  transactions: number;
  /** Per shared table: rows written (insert + update) and reads (scans). */
  tables: Map<string, { written: number; reads: number }>;
}

/** PostgreSQL's own counters (flushed by each backend within about a second, so a window's figures are close). */
async function countersOf(client: pg.Client): Promise<DatabaseCounters> {
  const database = await client.query<{ xact_commit: string; xact_rollback: string }>(
    'SELECT xact_commit, xact_rollback FROM pg_stat_database WHERE datname = current_database()',
  );
  const tables = await client.query<{ relname: string; written: string; reads: string }>(
    `SELECT relname, n_tup_ins + n_tup_upd AS written, coalesce(seq_scan, 0) + coalesce(idx_scan, 0) AS reads
       FROM pg_stat_user_tables WHERE relname = ANY($1)`,
    [SHARED_TABLES],
  );
  return {
    transactions: Number(database.rows[0]!.xact_commit) + Number(database.rows[0]!.xact_rollback),
    tables: new Map(tables.rows.map((row) => [row.relname, { written: Number(row.written), reads: Number(row.reads) }])),
  };
}

async function startOn(databaseUrl: string, dataDirs: string[]): Promise<ApiProcess> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-scale-'));
  dataDirs.push(dataDir);
  return startApiProcess({ port: await freePort(), dataDir, databaseUrl, demoPassword: DEMO_PASSWORD, env: { LOG_LEVEL: 'info' } });
}

/**
 * The scale path: two API processes on one PostgreSQL, each on its own port, the pollers split between them,
 * against one process taking all of them, alternating in one run. Polls are served from each process's memory;
 * what the processes share is the database, whose traffic during the load is counted and printed.
 */
export async function measureScaleOut(databaseUrl: string): Promise<string> {
  const dataDirs: string[] = [];
  const processes: ApiProcess[] = [];
  const stats = new pg.Client({ connectionString: databaseUrl });
  await stats.connect();
  try {
    processes.push(await startOn(databaseUrl, dataDirs));
    processes.push(await startOn(databaseUrl, dataDirs));
    const [first, second] = processes as [ApiProcess, ApiProcess];
    await Promise.all(processes.map((process) => firstRound(process.baseUrl)));
    const before = await countersOf(stats);
    const startedAt = performance.now();
    const [one, two] = await measureAlternating([
      { label: `1 process, GET ${TABLE_DATA}`, urls: [`${first.baseUrl}${TABLE_DATA}`], pids: [first.child.pid!] },
      {
        label: '2 processes, clients split',
        urls: processes.map((process) => `${process.baseUrl}${TABLE_DATA}`),
        pids: [first.child.pid!, second.child.pid!],
      },
    ]);
    const seconds = (performance.now() - startedAt) / 1000;
    const after = await countersOf(stats);
    const perSecond = (count: number) => (count / seconds).toFixed(1);
    const shared = SHARED_TABLES.map((table) => {
      const from = before.tables.get(table) ?? { written: 0, reads: 0 };
      const to = after.tables.get(table) ?? { written: 0, reads: 0 };
      return `  ${table}: ${perSecond(to.written - from.written)} rows written/s (the leaders), ${perSecond(to.reads - from.reads)} scans/s (the followers' reads, the leaders' upsert look-ups)`;
    });
    return [
      one!.line,
      two!.line,
      `ratio 2 processes / 1: ${(two!.requestsPerSecond / one!.requestsPerSecond).toFixed(2)}× (the load generator shares the same cores)`,
      `(${alternationNote()})`,
      `What the processes share, over the ${seconds.toFixed(0)} s of load (PostgreSQL's counters):`,
      `  ${perSecond(after.transactions - before.transactions)} database transactions/s in all (the engines' ticks), while ` +
        `${Math.round(one!.requestsPerSecond)}-${Math.round(two!.requestsPerSecond)} polls/s were served from memory`,
      ...shared,
    ].join('\n');
  } finally {
    await Promise.all(processes.map((process) => process.stop()));
    await stats.end();
    for (const dataDir of dataDirs) rmSync(dataDir, { recursive: true, force: true });
  }
}
