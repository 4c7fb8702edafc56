import type { Sport } from '../../contract/sports';
import type { Db } from '../db/connect';
import { listSports } from '../repositories/sports';

/** SRV-16 */
export const sportsList = async (db: Db): Promise<Sport[]> =>
  (await listSports(db)).map((sport) => ({ eventId: sport.event_id, name: sport.name }));
