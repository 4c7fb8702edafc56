import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { visuallyHiddenSx } from '../../components/visuallyHiddenSx';
import { useDomainConfig } from '../../components/useDomainConfig';
import { BannerCarousel } from './BannerCarousel';

/** SHELL-03: the home and login landing page (its heading, for assistive tech, is the brand); the catalogue under the banners comes with the home issue. */
export function HomePage() {
  const config = useDomainConfig();
  return (
    <Stack spacing={3}>
      <Typography variant="h1" sx={visuallyHiddenSx}>
        {config?.title}
      </Typography>
      <BannerCarousel />
    </Stack>
  );
}
