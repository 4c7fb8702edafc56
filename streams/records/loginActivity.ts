import { tap, type Observable } from 'rxjs';
import type { ResponseOf } from '../../contract/endpoints';
import { apiCall } from '../api/client';
import { notify } from '../core/notifications';
import type { Result } from '../core/result';
import { authStore } from '../state/slices/auth';
import type { PageRequest } from './paging';
import { recordCall } from './recordCall';

export type LoginActivityAnswer = ResponseOf<'loginActivity'>;

/** REC-19: one page of the signed-in user's logins; REC-20 MSG: a failure toasts the server's message. */
export function fetchLoginActivity(page: PageRequest, call: typeof apiCall = apiCall): Observable<Result<LoginActivityAnswer>> {
  const userId = authStore.get().userDetails?._id ?? '';
  return recordCall('loginActivity', { params: { userId, ...page } }, call).pipe(
    tap((result) => result.error !== undefined && notify({ message: result.error, variant: 'error' })),
  );
}
