import { isoAt, type Clock } from '../clock';
import type { Db } from '../db/connect';
import { addBanner, addNotice, ensureMinMax } from '../repositories/domainContent';
import { listDomains } from '../repositories/domains';
import { deleteExpiredSessions } from '../repositories/sessions';
import { ensureSports } from '../repositories/sports';
import { createDomain } from '../services/domainAdmin';
import { domainOfHost } from '../services/domains';
import { ensureDemoAccount } from '../services/users';
import { DEFAULT_BANNERS, DEFAULT_BRANDING, DEFAULT_HOSTS, DEFAULT_LIMITS, DEFAULT_NOTICES, DEFAULT_SPORTS } from './defaults';

export interface SeedOptions {
  now: Clock;
  demoPassword: string;
}

/** Idempotent start-up data: sports, the default domain, limits and a demo account per domain. */
export async function seed(db: Db, { now, demoPassword }: SeedOptions): Promise<void> {
  await ensureSports(db, DEFAULT_SPORTS);
  if (!(await domainOfHost(db, DEFAULT_HOSTS[0]))) {
    const domain = await createDomain(db, now, DEFAULT_BRANDING, DEFAULT_HOSTS);
    for (const url of DEFAULT_BANNERS) await addBanner(db, domain.id, url);
    for (const text of DEFAULT_NOTICES) await addNotice(db, domain.id, text);
  }
  for (const domain of await listDomains(db)) {
    await ensureMinMax(db, { domain_id: domain.id, ...DEFAULT_LIMITS });
    await ensureDemoAccount(db, now, domain, demoPassword);
  }
  await deleteExpiredSessions(db, isoAt(now()));
}
