import { firstValueFrom } from 'rxjs';
import type { SignUpRequest } from '../../contract/signup';
import { apiCall } from '../api/client';
import { lookupIp } from '../api/ipLookup';
import { openSessionFrom, type LoginOutcome } from './login';

/** Our addition to the spec's API: registers the bettor (POST auth/signup) and signs them in with the answer, as a login does. */
export async function signUp(form: Omit<SignUpRequest, 'deviceIp' | 'ipInfo'>): Promise<LoginOutcome> {
  const ipInfo = await firstValueFrom(lookupIp());
  return openSessionFrom(apiCall('signUp', { body: { ...form, deviceIp: ipInfo.query, ipInfo } }), false);
}
