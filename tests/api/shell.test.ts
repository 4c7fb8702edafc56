import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '../../contract/endpoints';
import type { CliContext } from '../../server/cli/command';
import { setLock } from '../../server/cli/commands/lock';
import { pageSetCommand } from '../../server/cli/commands/page';
import { messages } from '../../server/messages';
import { DEMO_PASSWORD, errorMessageOf, localDomainId, signedInTestUser, startTestApp, type TestApp } from './helper';

let test: TestApp;
let domainId: string;
const output: string[] = [];
beforeAll(async () => {
  test = await startTestApp();
  domainId = await localDomainId(test.app);
});
afterAll(() => test.close());

const context = (): CliContext => ({
  db: test.db,
  now: test.clock.now,
  demoPassword: () => DEMO_PASSWORD,
  out: (line) => output.push(line),
});
const getPage = (slug: string) =>
  test.app.inject({ method: 'GET', url: `/api/domain/page/${domainId}/${slug}`, headers: { d: 'localhost' } });

describe('footer pages', () => {
  it('SHELL-45 OPEN-012 a page the operator never set answers the default text naming the domain', async () => {
    const response = await getPage('kyc');
    expect(response.statusCode).toBe(200);
    const page = endpoints.contentPage.response.parse(response.json()).data;
    expect(page).toMatchObject({ slug: 'kyc', custom: false });
    expect(page.body).toContain('Exchange follows Know Your Customer rules');
  });

  it('SHELL-45 OPEN-012 page:set replaces the text of one page of that domain only', async () => {
    await pageSetCommand.prepare({ host: 'localhost', page: 'privacy-policy', text: 'Our own policy.\n\nSecond paragraph.' })(context());
    const set = endpoints.contentPage.response.parse((await getPage('privacy-policy')).json()).data;
    expect(set).toEqual({ slug: 'privacy-policy', body: 'Our own policy.\n\nSecond paragraph.', custom: true });
    expect(endpoints.contentPage.response.parse((await getPage('kyc')).json()).data.custom).toBe(false);
  });

  it('SHELL-45 an unknown page or domain is a 4xx naming what is wrong', async () => {
    const unknownPage = await getPage('cookies');
    expect(unknownPage.statusCode).toBe(400);
    expect(errorMessageOf(unknownPage)).toContain('params.slug');
    const unknownDomain = await test.app.inject({ method: 'GET', url: '/api/domain/page/nope/kyc', headers: { d: 'localhost' } });
    expect(unknownDomain.statusCode).toBe(404);
  });

  it('SHELL-45 page:set refuses an unknown page, a missing text and both text and file', () => {
    expect(() => pageSetCommand.prepare({ host: 'localhost', page: 'cookies', text: 'x' })).toThrow(/--page/);
    expect(() => pageSetCommand.prepare({ host: 'localhost', page: 'kyc' })).toThrow(/--text or --file/);
    expect(() => pageSetCommand.prepare({ host: 'localhost', page: 'kyc', text: 'a', file: 'b' })).toThrow(/--text or --file/);
  });
});

describe('stake presets per user', () => {
  const stakes = [150, 250, 500, 1000, 2500, 5000, 10000, 25000];

  it('PROF-10 OPEN-111 a user without saved stakes gets null; saved ones come back on a new session', async () => {
    const { user, session } = await signedInTestUser(test);
    const empty = await test.app.inject({ method: 'GET', url: '/api/user/stakes', headers: session.headers });
    expect(endpoints.stakes.response.parse(empty.json()).data).toBeNull();
    const saved = await test.app.inject({ method: 'POST', url: '/api/user/stakes', headers: session.headers, payload: { stakes } });
    expect(endpoints.saveStakes.response.parse(saved.json()).data).toEqual(stakes);
    const other = await signedInTestUser(test);
    const otherStakes = await test.app.inject({ method: 'GET', url: '/api/user/stakes', headers: other.session.headers });
    expect(endpoints.stakes.response.parse(otherStakes.json()).data).toBeNull();
    const again = await test.app.inject({ method: 'GET', url: '/api/user/stakes', headers: session.headers });
    expect(endpoints.stakes.response.parse(again.json()).data).toEqual(stakes);
    expect(user.userName).not.toBe(other.user.userName);
  });

  it('OPEN-112 bad presets get a 400 naming the field and change nothing', async () => {
    const { session } = await signedInTestUser(test);
    await test.app.inject({ method: 'POST', url: '/api/user/stakes', headers: session.headers, payload: { stakes } });
    for (const bad of [[...stakes.slice(0, 7), 0], [...stakes.slice(0, 7), 2.5], stakes.slice(0, 7), [...stakes.slice(0, 7), '100']]) {
      const response = await test.app.inject({
        method: 'POST',
        url: '/api/user/stakes',
        headers: session.headers,
        payload: { stakes: bad },
      });
      expect(response.statusCode, JSON.stringify(bad)).toBe(400);
      expect(errorMessageOf(response)).toContain('body.stakes');
    }
    const kept = await test.app.inject({ method: 'GET', url: '/api/user/stakes', headers: session.headers });
    expect(endpoints.stakes.response.parse(kept.json()).data).toEqual(stakes);
  });

  it('PROF-10 stakes need a session (401 without one)', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/user/stakes', headers: { d: 'localhost' } });
    expect(response.statusCode).toBe(401);
  });
});

describe('event locks for the menu', () => {
  const fetchLocks = (headers: Record<string, string>, setFor: unknown) =>
    test.app.inject({ method: 'POST', url: '/api/sports/fetch/event/lock', headers, payload: { setFor } });

  it("HOME-20 SRV-29 SHELL-41 API-31 a user gets their own lock rows, locked and unlocked, and no one else's", async () => {
    const { user, session } = await signedInTestUser(test);
    const other = await signedInTestUser(test);
    expect(endpoints.eventLocks.response.parse((await fetchLocks(session.headers, user.id)).json()).data).toEqual([]);
    await setLock(context(), { username: user.userName, eventId: 2, lock: true });
    await setLock(context(), { username: user.userName, eventId: 4, lock: false });
    await setLock(context(), { username: other.user.userName, eventId: 1, lock: true });
    const locks = endpoints.eventLocks.response.parse((await fetchLocks(session.headers, user.id)).json()).data;
    expect(locks).toEqual([
      { eventId: 2, lock: true },
      { eventId: 4, lock: false },
    ]);
  });

  it("SRV-29 another user's locks are refused (403), bad input is a 400 and no session a 401", async () => {
    const { session } = await signedInTestUser(test);
    const other = await signedInTestUser(test);
    const refused = await fetchLocks(session.headers, other.user.id);
    expect(refused.statusCode).toBe(403);
    expect(errorMessageOf(refused)).toBe(messages.locksOfOthers);
    const bad = await fetchLocks(session.headers, 42);
    expect(bad.statusCode).toBe(400);
    expect(errorMessageOf(bad)).toContain('body.setFor');
    expect((await fetchLocks({ d: 'localhost' }, 'x')).statusCode).toBe(401);
  });
});
