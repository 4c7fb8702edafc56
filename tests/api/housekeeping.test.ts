import { describe, expect, it } from 'vitest';
import type { Scheduler } from '../../server/services/housekeeping';
import { createTestUser, LOCAL_IP_INFO, signedIn, TOKEN_TTL_MINUTES, useTestApp } from './helper';

const DAY_MS = 24 * 60 * 60_000;
const RETENTION_DAYS = 30;

/** The app's periodic task, run when the test says (the app never runs it by itself here). */
const scheduled: { task?: () => Promise<void>; everyMs?: number } = {};
const schedule: Scheduler = (task, everyMs) => {
  Object.assign(scheduled, { task, everyMs });
  return () => delete scheduled.task;
};
const runHousekeeping = () => {
  if (!scheduled.task) throw new Error('no housekeeping scheduled');
  return scheduled.task();
};

const test = useTestApp({ schedule, loginActivityRetentionDays: RETENTION_DAYS });

const sessionsOf = (userId: string) => test.db.selectFrom('sessions').select('expires_at').where('user_id', '=', userId).execute();
const activityOf = (userId: string) =>
  test.db.selectFrom('login_activity').selectAll().where('user_id', '=', userId).orderBy('login_time').execute();

describe('housekeeping while the server runs', () => {
  it('SRV-01 is scheduled every 10 minutes', () => {
    expect(scheduled.everyMs).toBe(10 * 60_000);
  });

  it('SRV-01 expired sessions are purged, live ones kept', async () => {
    const user = await createTestUser(test);
    await signedIn(test.app, user.userName, user.password);
    test.clock.advance(TOKEN_TTL_MINUTES * 60_000);
    await signedIn(test.app, user.userName, user.password);
    expect(await sessionsOf(user.id)).toHaveLength(2);
    await runHousekeeping();
    const left = await sessionsOf(user.id);
    expect(left).toHaveLength(1);
    expect(Date.parse(left[0]?.expires_at ?? '')).toBe(test.clock.now() + TOKEN_TTL_MINUTES * 60_000);
  });

  it('SRV-03 Activity Log rows older than the retention period are purged, newer ones kept', async () => {
    const user = await createTestUser(test);
    await signedIn(test.app, user.userName, user.password);
    test.clock.advance(RETENTION_DAYS * DAY_MS - 1);
    await signedIn(test.app, user.userName, user.password);
    await runHousekeeping();
    expect(await activityOf(user.id)).toHaveLength(2);
    test.clock.advance(2);
    await runHousekeeping();
    expect((await activityOf(user.id)).map((row) => Date.parse(row.login_time))).toEqual([test.clock.now() - 2]);
  });
});

describe('Activity Log fields', () => {
  it('SRV-03 client-reported fields are kept up to 100 characters', async () => {
    const user = await createTestUser(test);
    const long = (letter: string) => letter.repeat(200);
    await test.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      headers: { d: 'localhost' },
      payload: {
        userName: user.userName,
        password: 'wrong',
        deviceIp: 'd'.repeat(64),
        ipInfo: { ...LOCAL_IP_INFO, isp: long('i'), city: long('c'), regionName: long('r'), country: long('n') },
      },
    });
    const [row] = await activityOf(user.id);
    expect(row).toMatchObject({
      device_ip: 'd'.repeat(64),
      isp: 'i'.repeat(100),
      city: 'c'.repeat(100),
      state: 'r'.repeat(100),
      country: 'n'.repeat(100),
    });
  });
});
