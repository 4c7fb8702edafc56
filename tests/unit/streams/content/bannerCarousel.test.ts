import { describe, it } from 'vitest';
import { of } from 'rxjs';
import { createBannerCarousel } from '../../../../streams/content/bannerCarousel';
import { createTestScheduler } from '../../testScheduler';

describe('banner carousel', () => {
  it('DOM-14 POLL-12 CONST-12 advances every 5 s and wraps from the last slide to the first', () => {
    createTestScheduler().run(({ expectObservable }) => {
      const { bannerIndex$ } = createBannerCarousel(of(3));
      expectObservable(bannerIndex$, '^ 16s !').toBe('a 4999ms b 4999ms c 4999ms a', { a: 0, b: 1, c: 2 });
    });
  });

  it('DOM-14 previous on the first slide goes to the last; next steps on; a manual step restarts the 5 s wait', () => {
    createTestScheduler().run(({ cold, expectObservable }) => {
      const carousel = createBannerCarousel(of(3));
      cold('1s p 999ms n').subscribe((command) => (command === 'p' ? carousel.previousBanner() : carousel.nextBanner()));
      // 0 at 0; prev at 1 s → 2; next at 2 s → 0; auto 5 s later → 1.
      expectObservable(carousel.bannerIndex$, '^ 8s !').toBe('a 999ms c 999ms a 4999ms b', { a: 0, b: 1, c: 2 });
    });
  });

  it('SHELL-36 without banners the index stays 0', () => {
    createTestScheduler().run(({ expectObservable }) => {
      expectObservable(createBannerCarousel(of(0)).bannerIndex$, '^ 11s !').toBe('a', { a: 0 });
    });
  });
});
