import { describe, expect, it } from 'vitest';
import { strings } from '../../contract/strings';
import { createTestUser, errorMessageOf, LOCAL_IP_INFO, signedIn, signInRequest, useTestApp, type TestApp } from './helper';

const IP_FAILURES_PER_HOUR = 6;
const HOUR_MS = 60 * 60_000;

let ipCounter = 0;
/** A fresh address each call, so one test's counters never meet another's. */
const freshIp = () => {
  ipCounter += 1;
  return `10.30.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
};

const statusesOf = (responses: { statusCode: number }[]) => responses.map((response) => response.statusCode).sort();
/** `checked` answers 200 (the password was checked and refused), the others 429 before any check. */
const checkedThenRefused = (checked: number, total: number) => [
  ...Array<number>(checked).fill(200),
  ...Array<number>(total - checked).fill(429),
];

describe('sign-in limits under parallel requests', () => {
  const test = useTestApp({ signInIpFailuresPerHour: IP_FAILURES_PER_HOUR });

  it('SRV-03 30 parallel wrong passwords for one account from one IP: 3 are checked, the rest wait (429)', async () => {
    const victim = await createTestUser(test);
    const ip = freshIp();
    const responses = await Promise.all(
      Array.from({ length: 30 }, (_, guess) => signInRequest(test.app, victim.userName, `guess-${guess}`, 'localhost', ip)),
    );
    expect(statusesOf(responses)).toEqual(checkedThenRefused(3, 30));
    for (const response of responses.filter((answer) => answer.statusCode === 200)) {
      expect(response.json()).toMatchObject({ status: false, message: strings.invalidIdOrPassword });
    }
    for (const response of responses.filter((answer) => answer.statusCode === 429))
      expect(errorMessageOf(response)).toMatch(/too many attempts/i);
    const logged = await test.db.selectFrom('login_activity').select('id').where('user_id', '=', victim.id).execute();
    expect(logged).toHaveLength(3);
    test.clock.advance(HOUR_MS);
  });

  it('SRV-03 after the burst the delays go on as for a sequence: 1 s, then 2 s', async () => {
    const victim = await createTestUser(test);
    const ip = freshIp();
    await Promise.all(
      Array.from({ length: 10 }, (_, guess) => signInRequest(test.app, victim.userName, `guess-${guess}`, 'localhost', ip)),
    );
    test.clock.advance(999);
    expect((await signInRequest(test.app, victim.userName, 'guess-a', 'localhost', ip)).statusCode).toBe(429);
    test.clock.advance(1);
    expect((await signInRequest(test.app, victim.userName, 'guess-b', 'localhost', ip)).statusCode).toBe(200);
    test.clock.advance(1_999);
    expect((await signInRequest(test.app, victim.userName, victim.password, 'localhost', ip)).statusCode).toBe(429);
    test.clock.advance(1);
    expect((await signInRequest(test.app, victim.userName, victim.password, 'localhost', ip)).json()).toMatchObject({ status: true });
    test.clock.advance(HOUR_MS);
  });

  it('SRV-03 20 parallel attempts with made-up names from one IP: the hourly cap holds (6 checked)', async () => {
    const ip = freshIp();
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, attempt) => signInRequest(test.app, `made-up-${attempt}`, 'Summer2026!', 'localhost', ip)),
    );
    expect(statusesOf(responses)).toEqual(checkedThenRefused(IP_FAILURES_PER_HOUR, 20));
    test.clock.advance(HOUR_MS);
  });

  it('SRV-03 a successful sign-in gives its reserved attempt back: it is not a failure of the IP', async () => {
    const ip = freshIp();
    const owners = await Promise.all(Array.from({ length: IP_FAILURES_PER_HOUR }, () => createTestUser(test)));
    const signIns = await Promise.all(owners.map((owner) => signInRequest(test.app, owner.userName, owner.password, 'localhost', ip)));
    for (const response of signIns) expect(response.json()).toMatchObject({ status: true });
    const failures = [];
    for (let attempt = 0; attempt <= IP_FAILURES_PER_HOUR; attempt += 1) {
      failures.push((await signInRequest(test.app, `made-up-${attempt}`, 'x', 'localhost', ip)).statusCode);
    }
    expect(failures).toEqual(checkedThenRefused(IP_FAILURES_PER_HOUR, IP_FAILURES_PER_HOUR + 1));
    test.clock.advance(HOUR_MS);
  });

  it('SRV-05 10 parallel wrong current passwords on one token: 3 are checked, the rest wait (429)', async () => {
    const user = await createTestUser(test);
    const session = await signedIn(test.app, user.userName, user.password);
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, guess) =>
        test.app.inject({
          method: 'POST',
          url: '/api/auth/update-password',
          headers: session.headers,
          payload: { currentPassword: `guess-${guess}`, newPassword: 'brand-new-1', confirmPassword: 'brand-new-1' },
        }),
      ),
    );
    expect(statusesOf(responses)).toEqual(checkedThenRefused(3, 10));
    for (const response of responses.filter((answer) => answer.statusCode === 200)) {
      expect(response.json()).toEqual({ status: false, message: 'Current password is incorrect.' });
    }
    test.clock.advance(HOUR_MS);
  });
});

describe('sign-in limits under parallel requests through a trusted proxy', () => {
  const test: TestApp = useTestApp({ trustProxy: 1 });

  it('SRV-03 30 parallel wrong passwords for one account from 30 forwarded addresses: 3 are checked', async () => {
    const victim = await createTestUser(test);
    const responses = await Promise.all(
      Array.from({ length: 30 }, (_, guess) =>
        test.app.inject({
          method: 'POST',
          url: '/api/auth/signin',
          remoteAddress: '10.0.0.1',
          headers: { d: 'localhost', 'x-forwarded-for': freshIp() },
          payload: { userName: victim.userName, password: `guess-${guess}`, deviceIp: LOCAL_IP_INFO.query, ipInfo: LOCAL_IP_INFO },
        }),
      ),
    );
    expect(statusesOf(responses)).toEqual(checkedThenRefused(3, 30));
  });
});
