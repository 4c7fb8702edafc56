import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import styled from '@emotion/styled';
import { useObservableState } from 'observable-hooks';
import { banners$ } from '../../../streams/content/banners$';
import { bannerIndex$, nextBanner, previousBanner } from '../../../streams/content/bannerIndex$';
import { a11yLabels } from '../../components/a11yLabels';
import { themedCss } from '../../components/themedCss';
import { BRAND_RADIUS_PX } from '../../theme/createBrandTheme';
import { BannerArrow } from './BannerArrow';
import { BannerDots } from './BannerDots';

const Carousel = styled.section(
  themedCss((theme) => ({
    position: 'relative',
    borderRadius: BRAND_RADIUS_PX * 3,
    overflow: 'hidden',
    aspectRatio: '4 / 1',
    backgroundColor: theme.palette.action.hover,
  })),
);

const Slide = styled.img({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  opacity: 0,
  transition: 'opacity 600ms ease',
  '&[aria-hidden="false"]': { opacity: 1 },
});

/** SHELL-36 DOM-13 DOM-14: the domain's banners, one at a time, with previous/next arrows and one dot per banner. */
export function BannerCarousel() {
  const banners = useObservableState(banners$, []);
  const index = useObservableState(bannerIndex$, 0);
  if (banners.length === 0) return null;
  return (
    <Carousel aria-roledescription="carousel" aria-label={a11yLabels.banners}>
      {banners.map((banner, at) => (
        <Slide key={banner} src={banner} alt="" aria-hidden={at !== index} />
      ))}
      <BannerArrow side="left" label={a11yLabels.previousBanner} onClick={previousBanner} icon={<ChevronLeftIcon />} />
      <BannerArrow side="right" label={a11yLabels.nextBanner} onClick={nextBanner} icon={<ChevronRightIcon />} />
      <BannerDots count={banners.length} current={index} />
    </Carousel>
  );
}
