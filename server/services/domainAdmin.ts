import { isoAt, type Clock } from '../clock';
import type { Db } from '../db/connect';
import { newId } from '../db/ids';
import { ensureMinMax } from '../repositories/domainContent';
import { assignHosts, findDomainById, insertDomain, type DomainRow } from '../repositories/domains';
import { DEFAULT_LIMITS, type Branding } from '../seed/defaults';

/** A domain with its hosts and the default stake limits, in one transaction. */
export async function createDomain(db: Db, now: Clock, branding: Branding, hosts: readonly string[]): Promise<DomainRow> {
  const id = newId();
  return db.transaction().execute(async (trx) => {
    await insertDomain(trx, { id, ...branding, created_at: isoAt(now()) });
    await assignHosts(trx, id, hosts);
    await ensureMinMax(trx, { domain_id: id, ...DEFAULT_LIMITS });
    const domain = await findDomainById(trx, id);
    if (!domain) throw new Error(`domain ${id} vanished`);
    return domain;
  });
}
