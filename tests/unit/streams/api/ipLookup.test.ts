// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { firstValueFrom } from 'rxjs';
import { authStore } from '../../../../streams/state/slices/auth';
import { DEFAULT_IP_LOOKUP_URL, IP_CACHE_KEY, IP_CACHE_MS, ipHttp, lookupIp, parseIpText } from '../../../../streams/api/ipLookup';
import { fakeHttp } from '../support/fakeHttp';
import { TOKEN } from '../support/fixtures';

const IP = { query: '10.1.2.3', city: 'Pune', country: 'India' };

describe('lookupIp', () => {
  let api: ReturnType<typeof fakeHttp>;
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(1_000_000);
    api = fakeHttp(ipHttp);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    localStorage.clear();
    authStore.reset();
  });

  it('AUTH-14 API-37 strips the callback wrapper and sends none of the app headers', async () => {
    authStore.set({ accessToken: TOKEN, isLoggedIn: true, userDetails: null });
    api.on('GET', DEFAULT_IP_LOOKUP_URL, { data: `ipCallback(${JSON.stringify(IP)});` });
    expect(await firstValueFrom(lookupIp())).toEqual(IP);
    const sent = Object.keys(api.requests[0]?.headers ?? {}).map((h) => h.toLowerCase());
    for (const appHeader of ['d', 'authorization', 'user-token']) expect(sent).not.toContain(appHeader);
  });

  it('OPEN-121 accepts plain JSON too', () => {
    expect(parseIpText(JSON.stringify(IP))).toEqual(IP);
    expect(parseIpText(` cb (${JSON.stringify(IP)}) `)).toEqual(IP);
  });

  it('AUTH-15 STATE-08 CONST-12 caches {data, expiry} for 1 hour, then looks up again', async () => {
    api.on('GET', DEFAULT_IP_LOOKUP_URL, { data: `ipCallback(${JSON.stringify(IP)})` });
    await firstValueFrom(lookupIp());
    expect(JSON.parse(localStorage.getItem(IP_CACHE_KEY) ?? '')).toEqual({ data: IP, expiry: 1_000_000 + IP_CACHE_MS });
    vi.setSystemTime(1_000_000 + IP_CACHE_MS - 1);
    expect(await firstValueFrom(lookupIp())).toEqual(IP);
    expect(api.requests).toHaveLength(1);
    vi.setSystemTime(1_000_000 + IP_CACHE_MS + 1);
    await firstValueFrom(lookupIp());
    expect(api.requests).toHaveLength(2);
  });

  it('AUTH-16 a failure is only logged and yields {query: ""}', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    api.on('GET', DEFAULT_IP_LOOKUP_URL, 'network-error');
    expect(await firstValueFrom(lookupIp())).toEqual({ query: '' });
    expect(logged).toHaveBeenCalledOnce();
    expect(localStorage.getItem(IP_CACHE_KEY)).toBeNull();
  });

  it('AUTH-16 an unreadable answer counts as a failure', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    api.on('GET', DEFAULT_IP_LOOKUP_URL, { data: '<html>oops</html>' });
    expect(await firstValueFrom(lookupIp())).toEqual({ query: '' });
  });
});
