import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'kysely';
import { describe, expect, it, onTestFinished } from 'vitest';
import { resolveDemoPassword } from '../../server/config';
import { connect, SQLITE_FILE } from '../../server/db/connect';
import { scratchDir } from './helper';

const modeOf = (path: string) => statSync(path).mode & 0o777;

function testDir(): string {
  const parent = scratchDir('exchange-files-');
  onTestFinished(() => rmSync(parent, { recursive: true, force: true }));
  return parent;
}

describe("data files are the owner's alone", () => {
  it('SRV-03 the SQLite data directory is created 0700, the database and its -wal and -shm files 0600', async () => {
    const dataDir = join(testDir(), 'data');
    const db = connect({ dataDir, databaseUrl: null });
    onTestFinished(() => db.destroy());
    await sql`create table t (x integer)`.execute(db);
    await sql`insert into t values (1)`.execute(db);
    const file = join(dataDir, SQLITE_FILE);
    expect([modeOf(dataDir), modeOf(file), modeOf(`${file}-wal`), modeOf(`${file}-shm`)]).toEqual([0o700, 0o600, 0o600, 0o600]);
  });

  it('SRV-03 a database file an older start left readable by others is made 0600', async () => {
    const dataDir = testDir();
    const file = join(dataDir, SQLITE_FILE);
    writeFileSync(file, '');
    chmodSync(file, 0o644);
    const db = connect({ dataDir, databaseUrl: null });
    onTestFinished(() => db.destroy());
    expect(modeOf(file)).toBe(0o600);
  });

  it('a second connection of the process leaves the first one its locks: a read from another process leaves the log in place', async () => {
    const dataDir = testDir();
    const file = join(dataDir, SQLITE_FILE);
    const first = connect({ dataDir, databaseUrl: null });
    onTestFinished(() => first.destroy());
    await sql`create table t (x integer)`.execute(first);
    const second = connect({ dataDir, databaseUrl: null });
    onTestFinished(() => second.destroy());
    await sql`insert into t values (1)`.execute(second);
    // The shell opens and closes the file: were it the last connection, it would checkpoint and delete the log.
    expect(execFileSync('/usr/bin/sqlite3', [file, 'select count(*) from t'], { encoding: 'utf8' }).trim()).toBe('1');
    expect(existsSync(`${file}-wal`)).toBe(true);
  });

  it('SRV-03 the data directory of the demo password (PostgreSQL deployments too) is created 0700', () => {
    const dataDir = join(testDir(), 'data');
    resolveDemoPassword(dataDir);
    expect([modeOf(dataDir), modeOf(join(dataDir, 'demo-password'))]).toEqual([0o700, 0o600]);
  });
});
