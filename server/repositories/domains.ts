import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Db } from '../db/connect';
import { prepared } from '../db/prepared';
import type { DomainsTable } from '../db/schema';

export type DomainRow = Selectable<DomainsTable>;
export type NewDomain = Insertable<DomainsTable>;
export type DomainPatch = Updateable<Omit<DomainsTable, 'id' | 'created_at'>>;

export const findDomainById = (db: Db, id: string): Promise<DomainRow | undefined> =>
  db.selectFrom('domains').selectAll().where('id', '=', id).executeTakeFirst();

export const findDomainByHost = (db: Db, host: string): Promise<DomainRow | undefined> =>
  db
    .selectFrom('domain_hosts')
    .innerJoin('domains', 'domains.id', 'domain_hosts.domain_id')
    .selectAll('domains')
    .where('domain_hosts.host', '=', host.toLowerCase())
    .executeTakeFirst();

export const listDomains = (db: Db): Promise<DomainRow[]> =>
  db.selectFrom('domains').selectAll().orderBy('created_at').orderBy('id').execute();

export async function insertDomain(db: Db, domain: NewDomain): Promise<void> {
  await db.insertInto('domains').values(domain).execute();
}

export async function updateDomain(db: Db, id: string, patch: DomainPatch): Promise<void> {
  if (Object.keys(patch).length === 0) return;
  await db.updateTable('domains').set(patch).where('id', '=', id).execute();
}

/** Points each host at the domain, moving it if another domain had it. */
export async function assignHosts(db: Db, domainId: string, hosts: readonly string[]): Promise<void> {
  for (const host of hosts) {
    await db
      .insertInto('domain_hosts')
      .values({ host: host.toLowerCase(), domain_id: domainId })
      .onConflict((conflict) => conflict.column('host').doUpdateSet({ domain_id: domainId }))
      .execute();
  }
}

const inPlayDelaysOfDomain = prepared((db, id: string) => db.selectFrom('domains').select('in_play_delays').where('id', '=', id));

/** The domain's in-play bet delays as stored (JSON of seconds by sport name), for every bet that may wait one. */
export const findInPlayDelays = async (db: Db, id: string): Promise<string | undefined> =>
  (await inPlayDelaysOfDomain(db, id))[0]?.in_play_delays;
