import { execFile } from 'node:child_process';

export interface AdminRun {
  code: number;
  stdout: string;
  stderr: string;
}

/**
 * Node's arguments for `npm run admin -- …argv` (tsx server/cli/admin.ts) without tsx's launcher process: node
 * with the tsx loader runs the same entry file in one process instead of two.
 */
export const adminArgs = (argv: readonly string[]): string[] => ['--import', 'tsx', 'server/cli/admin.ts', ...argv];

/** `npm run admin -- …` as an operator runs it: its own process, on the data directory (or DATABASE_URL) given. */
export function runAdminProcess(
  argv: readonly string[],
  where: { dataDir: string; databaseUrl?: string; demoPassword: string },
): Promise<AdminRun> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      adminArgs(argv),
      {
        env: { ...process.env, DATA_DIR: where.dataDir, DATABASE_URL: where.databaseUrl ?? '', DEMO_PASSWORD: where.demoPassword },
        encoding: 'utf8',
      },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}
