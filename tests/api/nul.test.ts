import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NUL_MESSAGE } from '../../contract/http';
import { errorMessageOf, LOCAL_IP_INFO, startTestAppWithUser, type Session, type TestApp } from './helper';

// PostgreSQL cannot store U+0000: without the check these reached a query and answered 500 there.
const NUL = '\u0000';

let test: TestApp;
let session: Session;
beforeAll(async () => {
  ({ test, session } = await startTestAppWithUser());
});
afterAll(() => test.close());

const validSignIn = { userName: 'someone', password: 'secret', deviceIp: '', ipInfo: LOCAL_IP_INFO };

const postSignIn = (payload: object) => test.app.inject({ method: 'POST', url: '/api/auth/signin', headers: { d: 'localhost' }, payload });

function expectNulRefused(response: LightMyRequestResponse, field: string): void {
  expect(response.statusCode, field).toBe(400);
  expect(errorMessageOf(response), field).toContain(`${field}: ${NUL_MESSAGE}`);
}

describe('a NUL character in any string input', () => {
  it('SRV-01 SRV-03 AUTH-14 sign-in with NUL in userName, deviceIp or any stored ipInfo field → 400 naming the field', async () => {
    const cases: [string, object][] = [
      ['body.userName', { ...validSignIn, userName: `a${NUL}b` }],
      ['body.deviceIp', { ...validSignIn, deviceIp: NUL }],
      ...(['query', 'isp', 'city', 'regionName', 'country'] as const).map((key): [string, object] => [
        `body.ipInfo.${key}`,
        { ...validSignIn, ipInfo: { ...LOCAL_IP_INFO, [key]: NUL } },
      ]),
    ];
    const activityRows = () => test.db.selectFrom('login_activity').select('id').execute();
    const before = (await activityRows()).length;
    for (const [field, payload] of cases) expectNulRefused(await postSignIn(payload), field);
    expect(await activityRows()).toHaveLength(before);
  });

  it('SRV-01 a %00 in a path parameter → 400 naming the parameter', async () => {
    for (const [url, field] of [
      ['/api/get-min-max/%00', 'params.domainId'],
      ['/api/domain/banner/get/a%00b', 'params.domainId'],
      ['/api/domain/notice/get/a%00b', 'params.domainId'],
      ['/api/domain/host/local%00host', 'params.host'],
      [`/api/auth/login-activity/${session.userId}%00/1/10`, 'params.userId'],
    ] as const) {
      expectNulRefused(await test.app.inject({ method: 'GET', url, headers: session.headers }), field);
    }
  });
});
