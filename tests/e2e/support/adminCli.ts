import { execFile, execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { runAdmin as runAdminCommand } from '../../../server/cli/run';
import { connect } from '../../../server/db/connect';
import { E2E_DATA_DIR, E2E_DEMO_PASSWORD } from '../e2eEnv';

/** The operator CLI, run against the e2e server's database as an operator would (`npm run admin -- ...`). */
const CLI = {
  file: 'node_modules/.bin/tsx',
  args: (args: string[]) => ['server/cli/admin.ts', ...args],
  options: {
    cwd: join(import.meta.dirname, '..', '..', '..'),
    // The server's configuration: the CLI seeds the demo account with DEMO_PASSWORD too.
    env: { ...process.env, DATA_DIR: E2E_DATA_DIR, DEMO_PASSWORD: E2E_DEMO_PASSWORD },
    encoding: 'utf8',
  },
} as const;

export function runAdmin(...args: string[]): string {
  return execFileSync(CLI.file, CLI.args(args), { ...CLI.options, input: '' });
}

/**
 * Runs the CLI without blocking, `input` on its standard input (a password for --password-stdin): the
 * browser goes on meanwhile, so a journey can do its first steps while the operator's command starts up.
 */
function runAdminInBackground(input: string, ...args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = execFile(CLI.file, CLI.args(args), CLI.options, (error, stdout, stderr) =>
      error ? reject(new Error(`admin ${args[0]} failed: ${stderr || error.message}`)) : resolve(stdout),
    );
    child.stdin?.end(input);
  });
}

/** What a journey's own bettor starts with: its balance, and the most its open bets may put at risk. */
export interface BettorFunds {
  balance?: number;
  exposureLimit?: number;
}

/**
 * A bettor (role User) on the domain served for `localhost`, the password passed in as an operator should pass it;
 * the browser goes on meanwhile: await it where the journey first needs the bettor.
 */
export async function createUserInBackground(
  userName: string,
  password: string,
  { balance = 10_000, exposureLimit = 100_000 }: BettorFunds = {},
): Promise<void> {
  const user = ['user:create', '--host', 'localhost', '--username', userName, '--password-stdin'];
  const funds = ['--balance', String(balance), '--exposure-limit', String(exposureLimit)];
  await runAdminInBackground(`${password}\n`, ...user, ...funds);
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
