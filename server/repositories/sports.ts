import type { Selectable } from 'kysely';
import type { Db } from '../db/connect';
import { newId } from '../db/ids';
import type { SportsTable } from '../db/schema';

export type SportRow = Selectable<SportsTable>;

export const listSports = (db: Db): Promise<SportRow[]> => db.selectFrom('sports').selectAll().orderBy('position').execute();

/** Adds sports missing by name; existing rows are left as operators set them. */
export async function ensureSports(db: Db, sports: readonly { eventId: number | null; name: string }[]): Promise<void> {
  for (const [position, sport] of sports.entries()) {
    await db
      .insertInto('sports')
      .values({ id: newId(), event_id: sport.eventId, name: sport.name, position })
      .onConflict((conflict) => conflict.column('name').doNothing())
      .execute();
  }
}
