import { describe, expect, it } from 'vitest';
import { ApiCallError } from '../../../../streams/api/ApiCallError';
import { createMinMax$ } from '../../../../streams/limits/minMax$';
import { resolveLimits } from '../../../../streams/rules/limits';
import { createTestScheduler } from '../../testScheduler';
import { fakeApiCall } from '../support/fakeApiCall';

const defaults = resolveLimits(undefined);

describe('minMax$', () => {
  it('BET-13 API-27 DOM-11 limits come from get-min-max/{domainConfig._id}; missing values take the defaults', () => {
    createTestScheduler().run(({ cold, hot, expectObservable, flush }) => {
      const api = fakeApiCall({ minMax: () => cold('10ms (a|)', { a: { status: true, data: { oddsMax: 50000, delay: 1 } } }) });
      expectObservable(createMinMax$(api.call, hot('a', { a: 'dom-1' })), '^ 1s !').toBe('a 9ms b', {
        a: defaults,
        b: { ...defaults, oddsMax: 50000, betDelayMs: 1000 },
      });
      flush();
      expect(api.calls[0]?.input).toEqual({ params: { domainId: 'dom-1' } });
    });
  });

  it('BET-13 CONST-11 before the domain loads, or when the call fails, the defaults apply', () => {
    createTestScheduler().run(({ cold, hot, expectObservable }) => {
      const api = fakeApiCall({ minMax: () => cold('#', undefined, new ApiCallError(500, 'boom')) });
      expectObservable(createMinMax$(api.call, hot('a', { a: '' })), '^ 1s !').toBe('a', { a: defaults });
      expectObservable(createMinMax$(api.call, hot('a', { a: 'dom-1' })), '^ 500ms !').toBe('a', { a: defaults });
    });
  });
});
