import { firstValueFrom, type Observable } from 'rxjs';
import type { SignInRequest, SignInResponse } from '../../contract/auth';
import { strings } from '../../contract/strings';
import { apiCall } from '../api/client';
import { ApiCallError } from '../api/ApiCallError';
import { lookupIp, NO_IP } from '../api/ipLookup';
import { LOGIN_TOAST_MS, notify } from '../core/notifications';
import { authStore, initialAuthState } from '../state/slices/auth';
import { domainConfigStore } from '../state/slices/domainConfig';
import { promptPasswordChangeIfNeeded } from './passwordPrompt';

export type LoginOutcome = { ok: true } | { ok: false; message: string };

const REQUIRED_ROLE = 'User';

/** OPEN-017: plain concatenation with the domain title. */
export function demoUserName(): string {
  return `demo@${domainConfigStore.get()?.title ?? ''}`;
}

/** OPEN-016: the demo password is deployment configuration, injected at build time. */
function demoPassword(): string {
  const configured: unknown = import.meta.env.VITE_DEMO_PASSWORD;
  return typeof configured === 'string' ? configured : '';
}

function fail(message: string): LoginOutcome {
  notify({ message, variant: 'error', autoHideMs: LOGIN_TOAST_MS });
  return { ok: false, message };
}

/**
 * AUTH-17..22: opens the session a sign-in answer (auth/signin, or our auth/signup) carries; only role "User"
 * may hold one. Toasts go out through `notify`; a refusal shows the server's message.
 */
export async function openSessionFrom(call: Observable<SignInResponse>, isDemo: boolean): Promise<LoginOutcome> {
  try {
    const answer = await firstValueFrom(call);
    const user = answer.data?.user;
    if (!answer.data || user?.role.name !== REQUIRED_ROLE) {
      authStore.set(initialAuthState);
      return fail(strings.invalidIdOrPassword);
    }
    // A session that appears makes the user-details poll fetch at once (AUTH-23 invalidation).
    authStore.set({ accessToken: answer.data.userToken, isLoggedIn: true, userDetails: answer.data.user });
    notify({ message: strings.loginSuccessful, variant: 'success', autoHideMs: LOGIN_TOAST_MS });
    if (!isDemo && user.userName !== demoUserName()) promptPasswordChangeIfNeeded();
    return { ok: true };
  } catch (error) {
    return fail(error instanceof ApiCallError && error.serverMessage ? error.serverMessage : strings.loginFailed);
  }
}

/** AUTH-14..16, OPEN-021: the looked-up IP goes with the credentials, sent exactly as typed. */
export async function login(credentials: { userName: string; password: string }): Promise<LoginOutcome> {
  const ipInfo = await firstValueFrom(lookupIp());
  return signIn({ ...credentials, deviceIp: ipInfo.query, ipInfo }, false);
}

function signIn(body: SignInRequest, isDemo: boolean): Promise<LoginOutcome> {
  return openSessionFrom(apiCall('signIn', { body }), isDemo);
}

/** AUTH-24, OPEN-020: the built-in demo account; no field values, no IP. */
export function loginDemo(): Promise<LoginOutcome> {
  return signIn({ userName: demoUserName(), password: demoPassword(), deviceIp: '', ipInfo: NO_IP }, true);
}
