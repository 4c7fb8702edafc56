// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Subscription } from 'rxjs';
import type { DomainConfig } from '../../../../contract/domain';
import { setJitterSource } from '../../../../streams/core/clock';
import type { Result } from '../../../../streams/core/result';
import { strings } from '../../../../contract/strings';
import { apiCall } from '../../../../streams/api/client';
import { createDomainConfig$ } from '../../../../streams/domain/domainConfig$';
import { domainConfigStore } from '../../../../streams/state/slices/domainConfig';
import { fakeHttp, ok } from '../support/fakeHttp';
import { domainFixture } from '../support/fixtures';

const LOOKUP = 'domain/host/localhost';
const TEN_MINUTES = 600_000;
const advance = (ms: number) => vi.advanceTimersByTimeAsync(ms);

describe('domainConfig$', () => {
  let api: ReturnType<typeof fakeHttp>;
  let subs: Subscription[];
  let results: Array<Result<DomainConfig>>;

  const watch = () => {
    const config$ = createDomainConfig$();
    subs.push(config$.subscribe((result) => results.push(result)));
    return config$;
  };

  beforeEach(() => {
    vi.useFakeTimers();
    setJitterSource(() => 0.5);
    api = fakeHttp();
    subs = [];
    results = [];
  });
  afterEach(() => {
    subs.forEach((s) => s.unsubscribe());
    domainConfigStore.reset();
    localStorage.clear();
    setJitterSource(Math.random);
    vi.useRealTimers();
  });

  it('DOM-01 DOM-02 fetched once for the hostname with header d, written to the domainConfig slice', async () => {
    api.on('GET', LOOKUP, ok(domainFixture));
    const config$ = watch();
    await advance(0);
    subs.push(config$.subscribe());
    await advance(TEN_MINUTES);
    expect(api.requests).toHaveLength(1);
    expect(api.requests[0]?.headers).toEqual(expect.objectContaining({ d: 'localhost' }));
    expect(results).toEqual([expect.objectContaining({ status: 'ok', data: domainFixture })]);
    expect(domainConfigStore.get()).toEqual(domainFixture);
  });

  it('OPEN-028 an unknown host (404) is an error result without data and no further calls', async () => {
    domainConfigStore.set(domainFixture);
    api.on('GET', LOOKUP, { status: 404, data: { status: false, message: 'Domain not found' } });
    watch();
    await advance(TEN_MINUTES);
    expect(api.count(LOOKUP)).toBe(1);
    expect(results).toEqual([expect.objectContaining({ status: 'error', data: undefined, error: 'Domain not found' })]);
  });

  it('DOM-01 a network failure is retried with backoff until the lookup answers', async () => {
    let attempts = 0;
    api.on('GET', LOOKUP, () => (++attempts <= 2 ? 'network-error' : ok(domainFixture)));
    watch();
    await advance(0);
    expect(results.map((r) => r.status)).toEqual(['error']);
    await advance(999);
    expect(api.count(LOOKUP)).toBe(1);
    await advance(1);
    expect(api.count(LOOKUP)).toBe(2);
    await advance(2_000);
    expect(api.count(LOOKUP)).toBe(3);
    expect(results.map((r) => r.status)).toEqual(['error', 'error', 'ok']);
    expect(domainConfigStore.get()).toEqual(domainFixture);
    await advance(TEN_MINUTES);
    expect(api.count(LOOKUP)).toBe(3);
  });

  it('DOM-07 a call refused because the domain is now suspended has the configuration looked up again', async () => {
    api.on('GET', LOOKUP, ok(domainFixture));
    watch();
    await advance(0);
    api.on('GET', LOOKUP, ok({ ...domainFixture, status: 'suspend' }));
    api.on('GET', 'bet/exposure/fetch', { status: 403, data: { status: false, message: 'Forbidden' } });
    // Lookups are counted from here: the configs of earlier tests stay subscribed (refCount false, as in the app).
    const lookupsBefore = api.count(LOOKUP);
    subs.push(apiCall('exposure').subscribe({ error: () => undefined }));
    await advance(TEN_MINUTES);
    expect(api.count(LOOKUP)).toBe(lookupsBefore);
    expect(results.map((result) => result.data?.status)).toEqual(['active']);
    api.on('GET', 'bet/exposure/fetch', { status: 403, data: { status: false, message: strings.domainSuspended } });
    subs.push(apiCall('exposure').subscribe({ error: () => undefined }));
    await advance(0);
    expect(api.count(LOOKUP)).toBeGreaterThan(lookupsBefore);
    expect(results.map((result) => result.data?.status)).toEqual(['active', 'suspend']);
    expect(domainConfigStore.get()?.status).toBe('suspend');
  });
});
