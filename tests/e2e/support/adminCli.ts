import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { runAdmin as runAdminCommand } from '../../../server/cli/run';
import { connect } from '../../../server/db/connect';
import { E2E_DATA_DIR, E2E_DEMO_PASSWORD } from '../e2eEnv';

/**
 * Runs the operator CLI against the e2e server's database, as an operator would (`npm run admin -- ...`),
 * with the server's configuration: the CLI seeds the demo account with DEMO_PASSWORD too.
 */
export function runAdmin(...args: string[]): string {
  return runAdminWithInput('', ...args);
}

/** Runs the CLI with `input` on its standard input (a password for --password-stdin). */
function runAdminWithInput(input: string, ...args: string[]): string {
  return execFileSync('node_modules/.bin/tsx', ['server/cli/admin.ts', ...args], {
    cwd: join(import.meta.dirname, '..', '..', '..'),
    env: { ...process.env, DATA_DIR: E2E_DATA_DIR, DEMO_PASSWORD: E2E_DEMO_PASSWORD },
    input,
    encoding: 'utf8',
  });
}

/** A bettor (role User) on the domain served for `localhost`; the password goes in as an operator should pass it. */
export function createUser(userName: string, password: string, balance = 10_000): void {
  runAdminWithInput(
    `${password}\n`,
    'user:create',
    ...['--host', 'localhost', '--username', userName, '--password-stdin'],
    ...['--balance', String(balance), '--exposure-limit', '100000'],
  );
}

/**
 * Runs operator commands in this process on the e2e server's database (migrated and seeded by the server):
 * the CLI's own commands and checks, without a process start per command (seconds each on a loaded machine).
 * For journeys whose setup needs many commands; `--password-stdin` reads `input`.
 */
export async function runAdminCommands(commands: { args: string[]; input?: string }[]): Promise<void> {
  for (const { args, input = '' } of commands) {
    const lines: string[] = [];
    const code = await runAdminCommand(args, {
      openDb: async () => connect({ dataDir: E2E_DATA_DIR, databaseUrl: null }),
      now: Date.now,
      demoPassword: () => E2E_DEMO_PASSWORD,
      out: (line) => lines.push(line),
      err: (line) => lines.push(line),
      readSecret: async () => input.trim(),
    });
    if (code !== 0) throw new Error(`admin ${args.join(' ')} failed: ${lines.join('\n')}`);
  }
}
