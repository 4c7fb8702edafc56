import type { Access } from '../../contract/endpoints';
import { HEADER_AUTHORIZATION, HEADER_DOMAIN, HEADER_USER_TOKEN } from '../../contract/headers';
import { currentHostname } from '../core/browser';
import { authStore } from '../state/slices/auth';
import { domainConfigStore } from '../state/slices/domainConfig';

/**
 * The spec's API, OPEN-117/118: 'host' endpoints and calls without a session send only `d: <hostname>`;
 * with a session every other call sends the token twice and `d: <domain id>`.
 */
export function headersFor(access: Access): Record<string, string> {
  const hostname = currentHostname();
  const token = authStore.get().accessToken;
  if (access === 'host' || token === '') return { [HEADER_DOMAIN]: hostname };
  return {
    [HEADER_USER_TOKEN]: token,
    [HEADER_AUTHORIZATION]: `Bearer ${token}`,
    [HEADER_DOMAIN]: domainConfigStore.get()?._id ?? hostname,
  };
}
