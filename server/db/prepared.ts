import { CompiledQuery, type Compilable } from 'kysely';
import type { Db } from './connect';
import { isPostgres } from './dialect';
import { nameStatement } from './namedStatements';

/** Shapes kept per query: a batch's lists hold at most a few hundred items, so every shape in use stays. */
const PLANS_KEPT = 512;

const placeholder = (index: number) => `\u0000prepared value ${index}\u0000`;

interface Plan {
  sql: string;
  /** Per parameter of the SQL: the index of the call's value, or a constant of the query itself. */
  parameters: ({ value: number } | { constant: unknown })[];
}

/**
 * The arguments taken apart: every value in them (a leaf: anything but an array or a plain object; undefined
 * stays out, as Kysely leaves it out) in order, and their shape (list lengths, row keys, where the undefineds
 * are). Calls of one shape build one query; only their values differ.
 */
interface TakenApart {
  values: unknown[];
  shape: string;
}

const isRow = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;

function takeApart(value: unknown, into: TakenApart): void {
  if (Array.isArray(value)) {
    into.shape += '[';
    for (const item of value) takeApart(item, into);
    into.shape += ']';
  } else if (isRow(value)) {
    into.shape += '{';
    for (const key in value) {
      into.shape += `${key}:`;
      takeApart(value[key], into);
    }
    into.shape += '}';
  } else if (value === undefined) into.shape += 'u,';
  else {
    into.shape += ',';
    into.values.push(value);
  }
}

/** The arguments with each value replaced by its placeholder, in takeApart's order. */
function withPlaceholders(value: unknown, next: { index: number }): unknown {
  if (Array.isArray(value)) return value.map((item) => withPlaceholders(item, next));
  if (isRow(value)) {
    const row: Record<string, unknown> = {};
    for (const key in value) row[key] = withPlaceholders(value[key], next);
    return row;
  }
  return value === undefined ? undefined : placeholder(next.index++);
}

function planOf(compiled: CompiledQuery, valueCount: number): Plan {
  const indexOf = new Map(Array.from({ length: valueCount }, (_, index) => [placeholder(index), index]));
  const uses = new Array<number>(valueCount).fill(0);
  const parameters = compiled.parameters.map((parameter) => {
    const value = typeof parameter === 'string' ? indexOf.get(parameter) : undefined;
    if (value === undefined) return { constant: parameter };
    uses[value] = (uses[value] ?? 0) + 1;
    return { value };
  });
  const misused = uses.findIndex((count) => count !== 1);
  if (misused >= 0)
    throw new Error(`prepared query: argument value ${misused} is a parameter ${uses[misused]} times, not once: ${compiled.sql}`);
  return { sql: compiled.sql, parameters };
}

/**
 * A hot query Kysely builds and compiles once per dialect and shape of its arguments instead of at every call
 * (building and compiling was about a fifth of an exchange order's CPU), then runs with the call's values as
 * its parameters. The arguments may be values, lists and plain rows (a multi-row insert, an `in` list): the
 * query is built again for each new shape (list lengths, row keys). `build` gets placeholders for the values
 * and must hand each one to the query as a parameter exactly once, unchanged (checked when the plan is made:
 * a value computed with, dropped, or used twice throws); it must not branch on them.
 */
export function prepared<A extends unknown[], R>(build: (db: Db, ...args: A) => Compilable<R>): (db: Db, ...args: A) => Promise<R[]> {
  const plans = new Map<string, Plan>();
  return async (db, ...args) => {
    const call: TakenApart = { values: [], shape: isPostgres(db) ? 'pg' : 'sqlite' };
    takeApart(args, call);
    let plan = plans.get(call.shape);
    if (!plan) {
      const compiled = build(db, ...(withPlaceholders(args, { index: 0 }) as A)).compile();
      plan = planOf(compiled, call.values.length);
      if (isPostgres(db)) nameStatement(plan.sql, plan.parameters.length);
      if (plans.size >= PLANS_KEPT) plans.delete(plans.keys().next().value as string);
      plans.set(call.shape, plan);
    }
    const parameters = plan.parameters.map((parameter) => ('value' in parameter ? call.values[parameter.value] : parameter.constant));
    return (await db.executeQuery<R>(CompiledQuery.raw(plan.sql, parameters))).rows;
  };
}
