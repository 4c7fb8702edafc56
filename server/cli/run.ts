import { parseArgs } from 'node:util';
import type { Clock } from '../clock';
import type { Db } from '../db/connect';
import { UsageError, type CliCommand } from './command';
import { commands } from './commands/index';

export const EXIT_OK = 0;
export const EXIT_FAILED = 1;
export const EXIT_USAGE = 2;

export interface AdminRuntime {
  openDb: () => Promise<Db>;
  now: Clock;
  demoPassword: () => string;
  out: (line: string) => void;
  err: (line: string) => void;
  /** Reads a password from standard input or a terminal prompt; absent = neither is available. */
  readSecret?: (from: 'stdin' | 'prompt') => Promise<string>;
}

const camel = (name: string) => name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());

export function helpText(): string {
  const lines = commands.map((command) => `  ${command.usage}\n      ${command.summary}`);
  return ['usage: npm run admin -- <command> [options]', '', 'commands:', ...lines, '  help'].join('\n');
}

function parseValues(command: CliCommand, args: string[]): Record<string, unknown> {
  try {
    const { values } = parseArgs({ args, options: command.options, strict: true, allowPositionals: false });
    return Object.fromEntries(Object.entries(values).map(([key, value]) => [camel(key), value]));
  } catch (error) {
    throw new UsageError(`${command.name}: ${(error as Error).message.split('\n')[0]}`);
  }
}

/** `--password` (scripts), else `--password-stdin`, else a prompt when there is a terminal. */
async function passwordOf(command: CliCommand, values: Record<string, unknown>, runtime: AdminRuntime): Promise<unknown> {
  if (values.password !== undefined && values.passwordStdin === true) {
    throw new UsageError(`${command.name}: give --password or --password-stdin, not both`);
  }
  if (values.password !== undefined || !runtime.readSecret) return values.password;
  return runtime.readSecret(values.passwordStdin === true ? 'stdin' : 'prompt');
}

/** Runs one operator command; returns the process exit code (2 for bad arguments). */
export async function runAdmin(argv: readonly string[], runtime: AdminRuntime): Promise<number> {
  const [name, ...args] = argv;
  if (name === 'help' || name === '--help') {
    runtime.out(helpText());
    return EXIT_OK;
  }
  const command = commands.find((candidate) => candidate.name === name);
  if (!command) {
    runtime.err(name ? `unknown command ${name} (try: npm run admin -- help)` : helpText());
    return EXIT_USAGE;
  }
  let db: Db | undefined;
  try {
    const values = parseValues(command, args);
    if (command.readsPassword) values.password = await passwordOf(command, values, runtime);
    const work = command.prepare(values);
    db = await runtime.openDb();
    await work({ db, now: runtime.now, demoPassword: runtime.demoPassword, out: runtime.out });
    return EXIT_OK;
  } catch (error) {
    runtime.err(`error: ${(error as Error).message}`);
    return error instanceof UsageError ? EXIT_USAGE : EXIT_FAILED;
  } finally {
    await db?.destroy();
  }
}
