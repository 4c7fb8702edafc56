import { describe, expect, it, onTestFinished } from 'vitest';
import { passwordHashing, PASSWORD_HASHING_LIMITS } from '../../server/services/passwords';
import { authHeaders, createTestUser, errorMessageOf, localDomainId, signedIn, signInRequest, useTestApp } from './helper';

const IP_LIMIT_PER_MINUTE = 5;
const test = useTestApp({ signInIpLimitPerMinute: IP_LIMIT_PER_MINUTE });

let ipCounter = 0;
const freshIp = () => {
  ipCounter += 1;
  return `10.40.0.${ipCounter}`;
};

/** Takes every hashing turn, running and waiting, until the returned function is called. */
function occupyHashing(): () => Promise<void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const turns = Array.from({ length: PASSWORD_HASHING_LIMITS.running + PASSWORD_HASHING_LIMITS.waiting }, () =>
    passwordHashing.run(() => held),
  );
  return async () => {
    release();
    await Promise.all(turns);
  };
}

describe('hashing cannot starve the server', () => {
  it('SRV-03 with every hashing turn taken, a sign-in is answered 429 at once and counts no attempt', async () => {
    const user = await createTestUser(test);
    const ip = freshIp();
    const release = occupyHashing();
    onTestFinished(release);
    const busy = await signInRequest(test.app, user.userName, user.password, 'localhost', ip);
    expect(busy.statusCode).toBe(429);
    expect(errorMessageOf(busy)).toBe('The server is busy, please try again in a moment.');
    await release();
    // Three wrong passwords are still free: the refused attempt was not counted against the account.
    for (let guess = 0; guess < 3; guess += 1) {
      expect((await signInRequest(test.app, user.userName, `guess-${guess}`, 'localhost', ip)).statusCode).toBe(200);
    }
  });

  it('SRV-05 with every hashing turn taken, a password change is answered 429 at once', async () => {
    const user = await createTestUser(test);
    const session = await signedIn(test.app, user.userName, user.password);
    const release = occupyHashing();
    onTestFinished(release);
    const busy = await test.app.inject({
      method: 'POST',
      url: '/api/auth/update-password',
      headers: session.headers,
      payload: { currentPassword: user.password, newPassword: 'brand-new-1', confirmPassword: 'brand-new-1' },
    });
    expect(busy.statusCode).toBe(429);
    expect(errorMessageOf(busy)).toBe('The server is busy, please try again in a moment.');
  });

  it('SRV-03 one IP gets 5 sign-ins a minute whatever the user names; another IP is not held back; the next minute it is free', async () => {
    const ip = freshIp();
    const statuses = [];
    for (let attempt = 0; attempt <= IP_LIMIT_PER_MINUTE; attempt += 1) {
      statuses.push((await signInRequest(test.app, `made-up-${ip}-${attempt}`, 'x', 'localhost', ip)).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    const user = await createTestUser(test);
    expect((await signInRequest(test.app, user.userName, user.password, 'localhost', ip)).statusCode).toBe(429);
    expect((await signInRequest(test.app, user.userName, user.password, 'localhost', freshIp())).json()).toMatchObject({ status: true });
    test.clock.advance(60_000);
    expect((await signInRequest(test.app, user.userName, user.password, 'localhost', ip)).json()).toMatchObject({ status: true });
  });

  it('SRV-05 password changes count against the same per-IP budget', async () => {
    const ip = freshIp();
    const user = await createTestUser(test);
    const signIn = await signInRequest(test.app, user.userName, user.password, 'localhost', ip);
    const token = (signIn.json() as { data: { userToken: string } }).data.userToken;
    for (let attempt = 1; attempt < IP_LIMIT_PER_MINUTE; attempt += 1)
      await signInRequest(test.app, `made-up-${ip}-${attempt}`, 'x', 'localhost', ip);
    const change = await test.app.inject({
      method: 'POST',
      url: '/api/auth/update-password',
      remoteAddress: ip,
      headers: authHeaders(token, await localDomainId(test.app)),
      payload: { currentPassword: user.password, newPassword: 'brand-new-1', confirmPassword: 'brand-new-1' },
    });
    expect(change.statusCode).toBe(429);
    expect(errorMessageOf(change)).toMatch(/too many attempts/i);
    test.clock.advance(60_000);
  });
});
