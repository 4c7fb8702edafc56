import type { Db } from '../db/connect';
import { leadershipFor as databaseLeadership, type Leadership } from '../db/advisoryLeadership';

export type { Leadership };

/** Which tables this process deals: one lead per table (`casino-table:<key>`), exactly one process each. */
export function leadershipFor(db: Db): Leadership {
  const leads = databaseLeadership(db);
  return { ...leads, tryLead: (tableKey) => leads.tryLead(`casino-table:${tableKey}`) };
}
