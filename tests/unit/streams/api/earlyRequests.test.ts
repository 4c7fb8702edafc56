// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { firstValueFrom } from 'rxjs';
import { apiCall } from '../../../../streams/api/client';
import { sendEarly } from '../../../../streams/api/earlyRequests';
import { authStore } from '../../../../streams/state/slices/auth';
import { domainConfigStore } from '../../../../streams/state/slices/domainConfig';
import { fakeHttp, ok } from '../support/fakeHttp';
import { domainFixture } from '../support/fixtures';
import { setLoggedIn } from '../support/session';

/** The casino list a server answered the page's first script with (one table), and the one the live request gets. */
const table = (name: string) => ({
  id: name,
  name,
  dataURL: '',
  eventId: 56767,
  casinoType: 'teen20',
  thumbUrl: '',
  tamannahSquareThumbUrl: '',
  comingSoon: false,
});
const earlyTables = [table('Early Teenpatti')];
const liveTables = [table('Live Teenpatti')];

describe('requests sent before the app loaded', () => {
  let api: ReturnType<typeof fakeHttp>;
  let fetched: string[];
  const answerEarly = (status: number, body: unknown) =>
    vi.stubGlobal('fetch', (url: string) => {
      fetched.push(url);
      return Promise.resolve(new Response(JSON.stringify(body), { status }));
    });
  beforeEach(() => {
    api = fakeHttp();
    fetched = [];
    domainConfigStore.set(domainFixture);
    api.on('GET', 'casino/list', ok(liveTables));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    authStore.reset();
    domainConfigStore.reset();
  });
  const tableNames = async () => {
    const listed = (await firstValueFrom(apiCall('casinoList'))).data;
    return (Array.isArray(listed) ? listed : (listed?.data ?? [])).map((item) => item.name);
  };

  it('the first call of the same request takes the early answer and sends nothing', async () => {
    answerEarly(200, { status: true, data: earlyTables });
    void sendEarly('casino/list', { d: 'localhost' });
    expect(await tableNames()).toEqual(['Early Teenpatti']);
    expect(fetched).toEqual(['/api/casino/list']);
    expect(api.count('casino/list')).toBe(0);
  });

  it('an early answer is taken once: the next call goes to the server', async () => {
    answerEarly(200, { status: true, data: earlyTables });
    void sendEarly('casino/list', { d: 'localhost' });
    await tableNames();
    expect(await tableNames()).toEqual(['Live Teenpatti']);
    expect(api.count('casino/list')).toBe(1);
  });

  it("API-03 a signed-in call (its own headers) does not take a visitor's early answer", async () => {
    answerEarly(200, { status: true, data: earlyTables });
    void sendEarly('casino/list', { d: 'localhost' });
    setLoggedIn(true);
    expect(await tableNames()).toEqual(['Live Teenpatti']);
  });

  it('an early answer older than 10 s is not taken', async () => {
    answerEarly(200, { status: true, data: earlyTables });
    void sendEarly('casino/list', { d: 'localhost' }, Date.now() - 10_001);
    expect(await tableNames()).toEqual(['Live Teenpatti']);
  });

  it('an early answer that is not a success is sent again live', async () => {
    answerEarly(503, { status: false, message: 'busy' });
    void sendEarly('casino/list', { d: 'localhost' });
    expect(await tableNames()).toEqual(['Live Teenpatti']);
    expect(api.count('casino/list')).toBe(1);
  });
});
