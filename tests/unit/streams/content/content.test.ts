import { afterEach, describe, expect, it } from 'vitest';
import { createBanners$ } from '../../../../streams/content/banners$';
import { createNotices$ } from '../../../../streams/content/notices$';
import { createTestScheduler } from '../../testScheduler';
import { fakeApiCall } from '../support/fakeApiCall';
import { setLoggedIn } from '../support/session';

afterEach(() => setLoggedIn(false));

describe('notices and banners', () => {
  it('DOM-12 OPEN-029 API-35 the ticker line joins every notice with " • " for the domain id', () => {
    createTestScheduler().run(({ cold, hot, expectObservable, flush }) => {
      const api = fakeApiCall({
        notices: () => cold('(a|)', { a: { status: true, data: [{ notice: 'Welcome' }, { notice: 'IPL live' }] } }),
      });
      const notices = createNotices$(api.call, hot('a', { a: 'dom-1' }), hot('t', { t: true }));
      expectObservable(notices, '^ 1s !').toBe('a', { a: 'Welcome \u2022 IPL live' });
      flush();
      expect(api.calls[0]?.input).toEqual({ params: { domainId: 'dom-1' } });
    });
  });

  it('SHELL-37 logged out (or before the domain loads) the ticker is empty and nothing is fetched', () => {
    createTestScheduler().run(({ hot, expectObservable, flush }) => {
      const api = fakeApiCall({});
      expectObservable(createNotices$(api.call, hot('a', { a: 'dom-1' }), hot('f', { f: false })), '^ 1s !').toBe('a', { a: '' });
      expectObservable(createNotices$(api.call, hot('a', { a: '' }), hot('t', { t: true })), '^ 1s !').toBe('a', { a: '' });
      flush();
      expect(api.calls).toEqual([]);
    });
  });

  it('DOM-13 API-36 one slide per data[].banner', () => {
    createTestScheduler().run(({ cold, hot, expectObservable }) => {
      const api = fakeApiCall({
        banners: () => cold('(a|)', { a: { status: true, data: [{ banner: '/b1.png' }, { banner: '/b2.png' }] } }),
      });
      expectObservable(createBanners$(api.call, hot('a', { a: 'dom-1' })), '^ 1s !').toBe('a', { a: ['/b1.png', '/b2.png'] });
    });
  });
});
