import { map } from 'rxjs';
import { banners$ } from './banners$';
import { createBannerCarousel } from './bannerCarousel';

/** DOM-14: the app's one carousel over the domain's banners. */
export const { bannerIndex$, nextBanner, previousBanner } = createBannerCarousel(banners$.pipe(map((banners) => banners.length)));
