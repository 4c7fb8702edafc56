import { http, HttpResponse } from 'msw';
import type { SignInRequest } from '../../../../contract/auth';
import { apiErrorJson, apiUrl, contractJson } from '../apiRoute';
import { signedInUserFixture, userDetailsFixture } from '../fixtures';

/** Answers sign-in with a User session and records each request body. */
export function signInHandler(bodies: SignInRequest[] = [], delay?: Promise<void>) {
  return http.post(apiUrl('signIn'), async ({ request }) => {
    bodies.push((await request.json()) as SignInRequest);
    await delay;
    return contractJson('signIn', { status: true, data: { userToken: 'token-1', user: signedInUserFixture } });
  });
}

/** Refuses sign-in with the server's message (AUTH-21). */
export const signInRefusedHandler = (message: string) => http.post(apiUrl('signIn'), () => apiErrorJson(401, message));

/** Answers the current user; `calls` records each request so a test can count refetches. */
export const userDetailsHandler = (calls: string[] = []) =>
  http.get(apiUrl('userDetails'), () => {
    calls.push('userDetails');
    return contractJson('userDetails', { status: true, data: userDetailsFixture });
  });

export const passwordHistoryHandler = () =>
  http.get(apiUrl('passwordHistory'), () =>
    contractJson('passwordHistory', { status: true, pageItems: [], currentPage: 1, totalPages: 0 }),
  );

/** The IP lookup answers callback-wrapped JSON (AUTH-14). */
export const ipLookupHandler = () => http.get('*/ip/json', () => HttpResponse.text('ipCallback({"query":"203.0.113.7"});'));

/** Revokes nothing but answers like the server; `calls` records each logout (AUTH-25). */
export const logoutHandler = (calls: string[] = []) =>
  http.post(apiUrl('logout'), () => {
    calls.push('logout');
    return contractJson('logout', { status: true, message: 'Logged out' });
  });
