import type { LoginActivityRow, PasswordHistoryRow } from '../../contract/auth';
import type { Db } from '../db/connect';
import { pageLoginActivity } from '../repositories/loginActivity';
import type { Page, PageRequest } from '../repositories/paging';
import { pagePasswordHistory } from '../repositories/passwordHistory';

export interface Paged<T> {
  status: true;
  pageItems: T[];
  currentPage: number;
  totalPages: number;
}

export const toPaged = <T>(request: PageRequest, page: Page<T>): Paged<T> => ({
  status: true,
  pageItems: page.items,
  currentPage: request.page,
  totalPages: Math.ceil(page.total / request.pageSize),
});

const mapPage = <A, B>(page: Page<A>, map: (item: A) => B): Page<B> => ({ items: page.items.map(map), total: page.total });

/** SRV-06: newest first. */
export async function passwordHistoryOf(db: Db, userId: string, request: PageRequest): Promise<Paged<PasswordHistoryRow>> {
  const page = await pagePasswordHistory(db, userId, request);
  return toPaged(
    request,
    mapPage(page, (row) => ({ updatedOf: row.updated_of, updatedBy: row.updated_by, createdAt: row.created_at })),
  );
}

/** SRV-08: newest first. */
export async function loginActivityOf(db: Db, userId: string, request: PageRequest): Promise<Paged<LoginActivityRow>> {
  const page = await pageLoginActivity(db, userId, request);
  return toPaged(
    request,
    mapPage(page, (row) => ({
      loginTime: row.login_time,
      loginStatus: row.login_status,
      deviceIp: row.device_ip,
      serverIp: row.server_ip,
      isp: row.isp,
      city: row.city,
      state: row.state,
      country: row.country,
    })),
  );
}
