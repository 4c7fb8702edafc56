import type pg from 'pg';

/** Named statements at most: every hot query's shapes in use, while the database's memory for them stays bounded. */
const NAMED_MAX = 256;
/** A statement with more parameters (a batch of many rows) runs unnamed: its plan would be large and rarely reused. */
const PARAMETERS_MAX = 1_000;
/** PostgreSQL's "cached plan must not change result type": a named statement's table changed under it. */
const PLAN_CHANGED = '0A000';

const names = new Map<string, string>();
/** Never reused: a connection keeps a name's statement for good, even after the name was dropped here. */
let lastName = 0;

/**
 * Marks a hot query's SQL (a shape of server/db/prepared.ts) to run as a named statement on PostgreSQL: each
 * connection parses and plans it once and then only binds and executes it, where an unnamed statement is parsed
 * and planned again at every call (a third or more of the database's CPU for an exchange order).
 */
export function nameStatement(sql: string, parameterCount: number): void {
  if (names.size < NAMED_MAX && parameterCount <= PARAMETERS_MAX && !names.has(sql)) names.set(sql, `hot_${(lastName += 1)}`);
}

type Query = (config: unknown, values?: unknown, callback?: unknown) => unknown;

/**
 * Has the pool's connections run the marked statements by name (Kysely passes every query as text and values).
 * Should a table change under a named statement (a migration by a newer process), the statement fails once and
 * runs unnamed from then on.
 */
export function runMarkedStatementsByName(pool: pg.Pool): void {
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as Query;
    const named: Query = (config, values, callback) => {
      const name = typeof config === 'string' && Array.isArray(values) && callback === undefined ? names.get(config) : undefined;
      if (!name) return query(config, values, callback);
      return (query({ name, text: config, values }) as Promise<unknown>).catch((error: unknown) => {
        if ((error as { code?: unknown }).code === PLAN_CHANGED) names.delete(config as string);
        throw error;
      });
    };
    Object.assign(client, { query: named });
  });
}
