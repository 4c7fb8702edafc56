import type { Db } from '../db/connect';
import type { DomainRow } from '../repositories/domains';
import { findUsersByName, type UserRow } from '../repositories/users';
import { domainOfHost } from '../services/domains';
import { CommandError } from './command';

export async function domainNamed(db: Db, host: string): Promise<DomainRow> {
  const domain = await domainOfHost(db, host);
  if (!domain) throw new CommandError(`no domain serves host ${host}`);
  return domain;
}

/** The user with that name; `host` picks one when several domains have the name. */
export async function userNamed(db: Db, userName: string, host?: string): Promise<UserRow> {
  const domainId = host === undefined ? undefined : (await domainNamed(db, host)).id;
  const users = (await findUsersByName(db, userName)).filter((user) => !domainId || user.domain_id === domainId);
  const [user, ...others] = users;
  if (!user) throw new CommandError(`no user ${userName}${host ? ` on ${host}` : ''}`);
  if (others.length > 0) throw new CommandError(`user ${userName} exists on several domains: add --host`);
  return user;
}
