import { describe, expect, it } from 'vitest';
import { upsertDomain } from '../../server/cli/commands/domain';
import { cliContextOf, LOCAL_IP_INFO, useTestApp } from './helper';

const IP_FAILURES_PER_HOUR = 4;
const test = useTestApp({ signInIpFailuresPerHour: IP_FAILURES_PER_HOUR });

const signUpFrom = (ip: string, userName: string) =>
  test.app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    remoteAddress: ip,
    headers: { d: 'localhost' },
    payload: {
      userName,
      password: 'secret-1',
      confirmPassword: 'secret-1',
      mobile: '9876543210',
      deviceIp: LOCAL_IP_INFO.query,
      ipInfo: LOCAL_IP_INFO,
    },
  });

describe('sign-up limits under parallel requests', () => {
  it('SRV-03 10 parallel sign-ups from one IP: 4 accounts are made (the hourly cap), 6 are refused 429 and make nothing', async () => {
    await upsertDomain(cliContextOf(test), { host: ['localhost'], title: 'Exchange', signup: true });
    const responses = await Promise.all(Array.from({ length: 10 }, (_, index) => signUpFrom('10.90.0.1', `burst-${index}`)));
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 200, 200, 200, 429, 429, 429, 429, 429, 429]);
    const made = await test.db.selectFrom('users').select('id').where('user_name', 'like', 'burst-%').execute();
    expect(made).toHaveLength(IP_FAILURES_PER_HOUR);
  });

  it('SRV-03 "Alice" cannot sign up beside "alice", even in parallel', async () => {
    const responses = await Promise.all(['Case-Twin', 'case-twin', 'CASE-TWIN'].map((name, index) => signUpFrom(`10.90.1.${index}`, name)));
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409, 409]);
  });
});
