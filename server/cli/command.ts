import type { ParseArgsConfig } from 'node:util';
import { z } from 'zod';
import type { Clock } from '../clock';
import type { Db } from '../db/connect';

export type CliOptions = NonNullable<ParseArgsConfig['options']>;

export interface CliContext {
  db: Db;
  now: Clock;
  demoPassword: () => string;
  out: (line: string) => void;
}

/** Bad arguments: the process exits with code 2. */
export class UsageError extends Error {}

/** The command ran but could not do its job (unknown host, not enough balance…): exit code 1. */
export class CommandError extends Error {}

export interface CliCommand {
  name: string;
  usage: string;
  summary: string;
  options: CliOptions;
  /** Takes a password: from a prompt, `--password-stdin`, or (scripts only) `--password`. */
  readsPassword?: boolean;
  /** Validates the parsed flags (UsageError when wrong) and returns the work to run. */
  prepare: (values: Record<string, unknown>) => (context: CliContext) => Promise<void>;
}

/** Ties a command's zod schema to its run function. */
export function defineCommand<S extends z.ZodType>(definition: {
  name: string;
  usage: string;
  summary: string;
  options: CliOptions;
  readsPassword?: boolean;
  schema: S;
  run: (context: CliContext, args: z.output<S>) => Promise<void>;
}): CliCommand {
  return {
    ...definition,
    prepare: (values) => {
      const parsed = definition.schema.safeParse(values);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        const field = issue?.path[0] === undefined ? undefined : String(issue.path[0]);
        if (field === undefined) throw new UsageError(`${definition.name}: ${issue?.message ?? 'invalid arguments'}`);
        const missing = values[field] === undefined;
        throw new UsageError(`${definition.name}: --${kebab(field)} ${missing ? 'is required' : issue?.message}`);
      }
      return (context) => definition.run(context, parsed.data);
    },
  };
}

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

export const text = (max = 200) => z.string().trim().min(1).max(max);
export const boolFlag = z.enum(['true', 'false']).transform((value) => value === 'true');
export const hexColor = z.string().regex(/^#?[0-9a-fA-F]{6}$/, 'must be a 6-digit hex colour such as #1A2B3C');
export const hostName = z
  .string()
  .max(253)
  .regex(/^[A-Za-z0-9.-]+(:\d+)?$/, 'must be a host name');
/** Currency units with at most 2 decimals. */
export const amount = z
  .string()
  .regex(/^\d{1,12}(\.\d{1,2})?$/, 'must be an amount such as 1000 or 250.50')
  .transform(Number);
export const integer = z
  .string()
  .regex(/^\d{1,9}$/, 'must be a whole number')
  .transform(Number);

/** The flags of a password-taking command: a prompt by default; `--password` is for scripts only. */
export const passwordOptions: CliOptions = {
  password: { type: 'string' },
  'password-stdin': { type: 'boolean' },
};

export const PASSWORD_HELP =
  'the password is asked at a prompt, or read from the first line of standard input with --password-stdin; --password P is for scripts only (other users see it in ps, and shell history keeps it)';
