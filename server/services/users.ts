import { strings } from '../../contract/strings';
import { isoAt, type Clock } from '../clock';
import type { Db } from '../db/connect';
import { newId } from '../db/ids';
import { ApiError } from '../errors';
import { toCents } from '../money';
import type { DomainRow } from '../repositories/domains';
import { deleteSessionsOf } from '../repositories/sessions';
import {
  findDemoAccounts,
  findUserInDomain,
  insertUser,
  isUserNameTaken,
  setActive,
  setPasswordHash,
  userNameKey,
} from '../repositories/users';
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
  /** The domain's demo account (the spec's roles). */
  isDemo?: boolean;
}

export const OPENING_BALANCE_TEXT = 'Opening Balance';

/** Creates the account and its opening deposit in one transaction; returns the user id. 409 when the name is taken in any case. */
export async function createAccount(db: Db, now: Clock, account: NewAccount): Promise<string> {
  if (await isUserNameTaken(db, account.domainId, account.userName)) throw new ApiError(409, strings.signUpNameTaken);
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
      is_demo: account.isDemo ? 1 : 0,
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

export type NameRefusal = 'taken' | 'reservedForDemo';

/** Why a new account may not take this name on the domain (operator CLI and sign-up alike), or null. */
export async function newUserNameRefusal(db: Db, domain: DomainRow, userName: string): Promise<NameRefusal | null> {
  if (userNameKey(userName) === userNameKey(demoUserNameOf(domain))) return 'reservedForDemo';
  return (await findUserInDomain(db, domain.id, userName)) ? 'taken' : null;
}

const DEMO_ACCOUNT = { name: 'Demo', currency: 'INR', openingBalance: 100_000, exposureLimit: 200_000 } as const;

/**
 * The domain's demo account is tied to the domain's id (flag `is_demo`), named after its current title with
 * the configured password. A rename deactivates the old one: it keeps its history but can no longer sign in
 * (and its sessions end), so the public demo password never opens an account nobody treats as demo.
 */
export async function ensureDemoAccount(db: Db, now: Clock, domain: DomainRow, password: string): Promise<void> {
  const userName = demoUserNameOf(domain);
  const existing = await findUserInDomain(db, domain.id, userName);
  if (existing && existing.is_demo !== 1) {
    throw new Error(`${userName} on domain ${domain.id} is a bettor's account, not the demo account: rename it first`);
  }
  const passwordHash = await hashPassword(password);
  await db.transaction().execute(async (trx) => {
    for (const old of await findDemoAccounts(trx, domain.id)) {
      if (old.id === existing?.id || old.active === 0) continue;
      await setActive(trx, old.id, false);
      await deleteSessionsOf(trx, old.id);
    }
    if (existing) {
      await setPasswordHash(trx, existing.id, passwordHash);
      await setActive(trx, existing.id, true);
    }
  });
  if (!existing) await createAccount(db, now, { ...DEMO_ACCOUNT, domainId: domain.id, userName, password, isDemo: true });
}
