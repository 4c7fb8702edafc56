import { describe, expect, it } from 'vitest';
import { strings } from '../../contract/strings';
import { createTestUser, errorMessageOf, signedIn, signInRequest, useTestApp } from './helper';

const IP_FAILURES_PER_HOUR = 6;
const test = useTestApp({ signInIpFailuresPerHour: IP_FAILURES_PER_HOUR });

const HOUR_MS = 60 * 60_000;
let ipCounter = 0;
/** A fresh address each call (10.20.x.y), as a botnet or a victim's many networks would have. */
const freshIp = () => {
  ipCounter += 1;
  return `10.20.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
};

describe('sign-in limits (database counters, every process shares them)', () => {
  it('SRV-03 spraying many user names from one IP is refused (429) after the per-IP budget; other IPs are not', async () => {
    const sprayer = freshIp();
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= IP_FAILURES_PER_HOUR; attempt += 1) {
      statuses.push((await signInRequest(test.app, `sprayed-${attempt}`, 'Summer2026!', 'localhost', sprayer)).statusCode);
    }
    expect(statuses).toEqual([...Array<number>(IP_FAILURES_PER_HOUR).fill(200), 429]);
    const user = await createTestUser(test);
    const refused = await signInRequest(test.app, user.userName, user.password, 'localhost', sprayer);
    expect(refused.statusCode).toBe(429);
    expect(errorMessageOf(refused)).toMatch(/too many attempts/i);
    expect((await signInRequest(test.app, user.userName, user.password, 'localhost', freshIp())).json()).toMatchObject({ status: true });

    test.clock.advance(HOUR_MS);
    expect((await signInRequest(test.app, user.userName, user.password, 'localhost', sprayer)).json()).toMatchObject({ status: true });
  });

  it('SRV-03 a right password does not give the IP back its failures: N − 1 failures, a sign-in, one more failure, then refused at N', async () => {
    const shared = freshIp();
    const user = await createTestUser(test);
    const fail = (attempt: number) => signInRequest(test.app, `sprayed-shared-${attempt}`, 'Summer2026!', 'localhost', shared);
    for (let attempt = 1; attempt < IP_FAILURES_PER_HOUR; attempt += 1)
      expect((await fail(attempt)).json()).toMatchObject({ status: false });
    expect((await signInRequest(test.app, user.userName, user.password, 'localhost', shared)).json()).toMatchObject({ status: true });
    expect((await fail(IP_FAILURES_PER_HOUR)).json()).toMatchObject({ status: false, message: strings.invalidIdOrPassword });
    const capped = await signInRequest(test.app, user.userName, user.password, 'localhost', shared);
    expect(capped.statusCode).toBe(429);
    expect(errorMessageOf(capped)).toMatch(/too many attempts/i);
    test.clock.advance(HOUR_MS);
  });

  it('SRV-03 guessing one account from many IPs meets growing delays: fewer than 100 failures in an hour (ASVS 2.2.1)', async () => {
    const victim = await createTestUser(test);
    const first = await signInRequest(test.app, victim.userName, 'guess-0', 'localhost', freshIp());
    expect(first.json()).toMatchObject({ status: false, message: strings.invalidIdOrPassword });
    let guesses = 1;
    let refusedWithDelay = 0;
    // One guess every 30 s for an hour, each from a new address.
    for (let second = 30; second < 3_600; second += 30) {
      test.clock.advance(30_000);
      const response = await signInRequest(test.app, victim.userName, `guess-${second}`, 'localhost', freshIp());
      if (response.statusCode === 429) refusedWithDelay += 1;
      else guesses += 1;
    }
    expect(refusedWithDelay).toBeGreaterThan(0);
    expect(guesses).toBeLessThan(100);
    expect(guesses).toBeGreaterThan(3);
    test.clock.advance(HOUR_MS);
  });

  it('SRV-03 a stranger cannot lock the owner out: the owner signs in from an address they used before', async () => {
    const owner = await createTestUser(test);
    const home = freshIp();
    await signedInFrom(owner, home);
    for (let guess = 0; guess < 10; guess += 1) await signInRequest(test.app, owner.userName, `guess-${guess}`, 'localhost', freshIp());
    const strangerNow = await signInRequest(test.app, owner.userName, owner.password, 'localhost', freshIp());
    expect(strangerNow.statusCode).toBe(429);

    const ownerNow = await signInRequest(test.app, owner.userName, owner.password, 'localhost', home);
    expect(ownerNow.json()).toMatchObject({ status: true, message: strings.loginSuccessful });
    test.clock.advance(HOUR_MS);
  });

  it('SRV-03 the delay is no lock: once it has passed, the right password signs in from anywhere', async () => {
    const owner = await createTestUser(test);
    for (let guess = 0; guess < 5; guess += 1) await signInRequest(test.app, owner.userName, `guess-${guess}`, 'localhost', freshIp());
    expect((await signInRequest(test.app, owner.userName, owner.password, 'localhost', freshIp())).statusCode).toBe(429);
    test.clock.advance(2 * 60_000);
    expect((await signInRequest(test.app, owner.userName, owner.password, 'localhost', freshIp())).json()).toMatchObject({ status: true });
  });
});

async function signedInFrom(user: { userName: string; password: string }, ip: string) {
  const response = await signInRequest(test.app, user.userName, user.password, 'localhost', ip);
  expect(response.json()).toMatchObject({ status: true });
}

describe('password change limit', () => {
  it('SRV-05 guessing the current password with a stolen token meets the same growing delays', async () => {
    const user = await createTestUser(test);
    const session = await signedIn(test.app, user.userName, user.password);
    const change = (currentPassword: string) =>
      test.app.inject({
        method: 'POST',
        url: '/api/auth/update-password',
        headers: session.headers,
        payload: { currentPassword, newPassword: 'brand-new-1', confirmPassword: 'brand-new-1' },
      });
    for (let guess = 0; guess < 3; guess += 1) {
      expect((await change(`guess-${guess}`)).json()).toEqual({ status: false, message: 'Current password is incorrect.' });
    }
    const limited = await change(user.password);
    expect(limited.statusCode).toBe(429);
    expect(errorMessageOf(limited)).toMatch(/too many attempts/i);
    expect((await signInRequest(test.app, user.userName, user.password)).json()).toMatchObject({ status: true });

    test.clock.advance(2 * 60_000);
    expect((await change(user.password)).json()).toEqual({ status: true, message: strings.passwordUpdated });
  });
});
