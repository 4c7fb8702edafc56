import { switchMap } from 'rxjs';
import { describe, it } from 'vitest';
import { priceHighlight } from '../../../../streams/sports/priceHighlight';
import { createTestScheduler } from '../../testScheduler';

describe('priceHighlight', () => {
  it('MKT-17 CAS-ALL-26 POLL-14 a price change seen at the next 200 ms check lights the cell for 500 ms', () => {
    createTestScheduler().run(({ hot, expectObservable }) => {
      // 1.5 at 0; 1.6 at 300 → sampled at 400, lit 400..900.
      const price = hot('a 299ms b', { a: 1.5, b: 1.6 });
      expectObservable(price.pipe(priceHighlight()), '^ 1500ms !').toBe('f 399ms t 499ms f', { t: true, f: false });
    });
  });

  it('POLL-14 the same price arriving again does not light the cell', () => {
    createTestScheduler().run(({ hot, expectObservable }) => {
      const price = hot('a 299ms a 299ms a', { a: 1.5 });
      expectObservable(price.pipe(priceHighlight()), '^ 1500ms !').toBe('f', { f: false });
    });
  });

  it('POLL-14 a second change while lit keeps it lit for 500 ms from that check', () => {
    createTestScheduler().run(({ hot, expectObservable }) => {
      // changes at 100 (sampled 200) and 500 (sampled 600): lit 200..1100.
      const price = hot('a 99ms b 399ms c', { a: 1, b: 2, c: 3 });
      expectObservable(price.pipe(priceHighlight()), '^ 1500ms !').toBe('f 199ms t 899ms f', { t: true, f: false });
    });
  });

  it('MKT-17 every price on the page is checked on one 200 ms clock, so their highlights come and go together', () => {
    createTestScheduler().run(({ hot, cold, expectObservable }) => {
      // The first cell starts the clock (checks at 200, 400 …); the second joins at 100, shows 5 at 120 and 6 at 150:
      // it lights at the shared check at 200 (its own clock would have checked at 300) and goes out at 700 with the first.
      const first = hot('a 149ms b', { a: 1, b: 2 });
      const second = hot('120ms c 29ms d', { c: 5, d: 6 });
      expectObservable(first.pipe(priceHighlight()), '^ 1500ms !').toBe('f 199ms t 499ms f', { t: true, f: false });
      expectObservable(cold('100ms x').pipe(switchMap(() => second.pipe(priceHighlight()))), '^ 1500ms !').toBe('100ms f 99ms t 499ms f', {
        t: true,
        f: false,
      });
    });
  });
});
