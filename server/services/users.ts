import { isoAt, type Clock } from '../clock';
import type { Db } from '../db/connect';
import { newId } from '../db/ids';
import { toCents } from '../money';
import type { DomainRow } from '../repositories/domains';
import { findUserInDomain, insertUser, setPasswordHash, type UserRow } from '../repositories/users';
import { depositIn } from './money';
import { hashPassword } from './passwords';
import { USER_ROLE } from './sessions';

export interface NewAccount {
  domainId: string;
  userName: string;
  password: string;
  roleName?: string;
  name?: string;
  mobile?: string;
  currency?: string;
  /** Currency units; credited as the first ledger row. */
  openingBalance: number;
  exposureLimit: number;
}

export const OPENING_BALANCE_TEXT = 'Opening Balance';

/** Creates the account and its opening deposit in one transaction; returns the user id. */
export async function createAccount(db: Db, now: Clock, account: NewAccount): Promise<string> {
  const passwordHash = await hashPassword(account.password);
  const id = newId();
  await db.transaction().execute(async (trx) => {
    await insertUser(trx, {
      id,
      domain_id: account.domainId,
      user_name: account.userName,
      password_hash: passwordHash,
      role_name: account.roleName ?? USER_ROLE,
      role_permissions: '[]',
      name: account.name ?? account.userName,
      mobile: account.mobile ?? '',
      currency: account.currency ?? 'INR',
      balance_cents: 0,
      exposure_limit_cents: toCents(account.exposureLimit),
      created_at: isoAt(now()),
    });
    const openingCents = toCents(account.openingBalance);
    if (openingCents > 0) {
      await depositIn(trx, now, { userId: id, amountCents: openingCents, displayText: OPENING_BALANCE_TEXT, remark: '' });
    }
  });
  return id;
}

/** OPEN-016/017: "demo@" + the domain title, concatenated as is. */
export const demoUserNameOf = (domain: Pick<DomainRow, 'title'>): string => `demo@${domain.title}`;

export const isDemoAccount = (user: UserRow, domain: DomainRow): boolean =>
  user.domain_id === domain.id && user.user_name === demoUserNameOf(domain);

const DEMO_ACCOUNT = { name: 'Demo', currency: 'INR', openingBalance: 100_000, exposureLimit: 200_000 } as const;

/** Creates the domain's demo account, or resets its password to the configured one. */
export async function ensureDemoAccount(db: Db, now: Clock, domain: DomainRow, password: string): Promise<void> {
  const userName = demoUserNameOf(domain);
  const existing = await findUserInDomain(db, domain.id, userName);
  if (existing) await setPasswordHash(db, existing.id, await hashPassword(password));
  else await createAccount(db, now, { ...DEMO_ACCOUNT, domainId: domain.id, userName, password });
}
