import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import { useObservableState } from 'observable-hooks';
import { banners$ } from '../../../streams/content/banners$';
import { bannerIndex$, nextBanner, previousBanner } from '../../../streams/content/bannerIndex$';
import { a11yLabels } from '../../components/a11yLabels';
import { BannerArrow } from './BannerArrow';
import { BannerDots } from './BannerDots';

/** SHELL-36 DOM-13 DOM-14: the domain's banners, one at a time, with previous/next arrows and one dot per banner. */
export function BannerCarousel() {
  const banners = useObservableState(banners$, []);
  const index = useObservableState(bannerIndex$, 0);
  if (banners.length === 0) return null;
  return (
    <Box
      component="section"
      aria-roledescription="carousel"
      aria-label={a11yLabels.banners}
      sx={{ position: 'relative', borderRadius: 3, overflow: 'hidden', aspectRatio: '4 / 1', bgcolor: 'action.hover' }}
    >
      {banners.map((banner, at) => (
        <Box
          key={banner}
          component="img"
          src={banner}
          alt=""
          aria-hidden={at !== index}
          sx={{
            position: 'absolute',
            inset: 0,
            width: '100%',
            height: '100%',
            objectFit: 'cover',
            opacity: at === index ? 1 : 0,
            transition: 'opacity 600ms ease',
          }}
        />
      ))}
      <BannerArrow side="left" label={a11yLabels.previousBanner} onClick={previousBanner} icon={<ChevronLeftIcon />} />
      <BannerArrow side="right" label={a11yLabels.nextBanner} onClick={nextBanner} icon={<ChevronRightIcon />} />
      <BannerDots count={banners.length} current={index} />
    </Box>
  );
}
