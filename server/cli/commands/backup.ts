import { resolve } from 'node:path';
import { z } from 'zod';
import { backupTo } from '../../db/backup';
import { sqliteConnectionOf } from '../../db/connect';
import { CommandError, defineCommand, text, type CliContext } from '../command';

const schema = z.object({ out: text(4096) });
export type BackupArgs = z.output<typeof schema>;

/** Writes a consistent copy of the live SQLite database to a new file, beside a running server. */
export async function backup(context: CliContext, args: BackupArgs): Promise<void> {
  const connection = sqliteConnectionOf(context.db);
  if (!connection) throw new CommandError('backup copies the SQLite file; this server runs on PostgreSQL (DATABASE_URL): use pg_dump');
  const out = resolve(args.out);
  await backupTo(connection, out);
  context.out(`database copied to ${out}`);
}

export const backupCommand = defineCommand({
  name: 'backup',
  usage: 'backup --out FILE',
  summary: 'copy the live SQLite database to a new file (SQLite online backup, safe beside a running server); on PostgreSQL use pg_dump',
  options: { out: { type: 'string' } },
  schema,
  run: backup,
});
