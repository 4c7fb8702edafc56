import styled from '@emotion/styled';
import { visuallyHiddenSx } from '../../components/visuallyHiddenSx';
import { useDomainConfig } from '../../components/useDomainConfig';
import { BannerCarousel } from './BannerCarousel';
import { HomeCatalogue } from './HomeCatalogue';

// A flex gap, not margins: the hidden heading (absolutely placed) must not push the banners down.
const Column = styled.div({ display: 'flex', flexDirection: 'column', gap: 24 });
const Heading = styled.h1(visuallyHiddenSx);

/** SHELL-03: the home and login landing page (its heading, for assistive tech, is the brand); under the banners the sports catalogue (HOME-01..06). */
export function HomePage() {
  const config = useDomainConfig();
  return (
    <Column>
      <Heading>{config?.title}</Heading>
      <BannerCarousel />
      <HomeCatalogue />
    </Column>
  );
}
