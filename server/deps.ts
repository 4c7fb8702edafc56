import type { Clock } from './clock';
import type { Db } from './db/connect';

/** What services need from the outside world. */
export interface Deps {
  db: Db;
  now: Clock;
  tokenTtlMinutes: number;
}
