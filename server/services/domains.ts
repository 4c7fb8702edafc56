import type { DomainConfig } from '../../contract/domain';
import type { Db } from '../db/connect';
import { ApiError, notFound } from '../errors';
import { strings } from '../../contract/strings';
import { findDomainByHost, findDomainById, type DomainRow } from '../repositories/domains';

export const DOMAIN_NOT_FOUND = 'Domain not found';

/** DOM-07: only the status "suspend" counts; a suspended domain's users cannot sign in, use a session or bet. */
export const isDomainSuspended = (domain: Pick<DomainRow, 'status'>): boolean => domain.status === 'suspend';

export const domainSuspended = () => new ApiError(403, strings.domainSuspended);

export function toDomainConfig(row: DomainRow): DomainConfig {
  return {
    _id: row.id,
    title: row.title,
    favIconUrl: row.fav_icon_url,
    logoUrl: row.logo_url,
    primaryColor: row.primary_color,
    secondaryColor: row.secondary_color,
    backgroundColor: row.background_color,
    layout: row.layout,
    signup: row.signup === 1,
    status: row.status,
    casinoImageKey: row.casino_image_key,
    defaultDarkMode: row.default_dark_mode === 1,
    commissionPercent: row.commission_bps / 100,
  };
}

const withoutPort = (host: string): string => host.replace(/:\d+$/, '');

/** SRV-02: exact host first, then the host without its port. */
export async function domainOfHost(db: Db, host: string): Promise<DomainRow | undefined> {
  return (await findDomainByHost(db, host)) ?? (await findDomainByHost(db, withoutPort(host)));
}

/** Header `d` carries a host before login and the domain _id after (the spec's API, SRV-01). */
export async function domainOfHeader(db: Db, d: string): Promise<DomainRow | undefined> {
  return (await findDomainById(db, d)) ?? (await domainOfHost(db, d));
}

export async function requireDomain(db: Db, domainId: string): Promise<DomainRow> {
  const domain = await findDomainById(db, domainId);
  if (!domain) throw notFound(DOMAIN_NOT_FOUND);
  return domain;
}

/** SRV-02: unknown host → 404. */
export async function domainConfigOfHost(db: Db, host: string): Promise<DomainConfig> {
  const domain = await domainOfHost(db, host);
  if (!domain) throw notFound(DOMAIN_NOT_FOUND);
  return toDomainConfig(domain);
}
