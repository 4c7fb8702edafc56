import Box from '@mui/material/Box';
import { BrandLogo } from './BrandLogo';
import { useDomainConfig } from './useDomainConfig';

/** The domain logo on the brand gradient, as the top of a dialog (logos are made for the header's colours). */
export function BrandBand() {
  const config = useDomainConfig();
  if (!config) return null;
  return (
    <Box
      sx={{
        display: 'flex',
        justifyContent: 'center',
        py: 3,
        px: 6,
        background: (theme) => theme.brand.headerBackground,
      }}
    >
      <BrandLogo logoUrl={config.logoUrl} title={config.title} height={48} />
    </Box>
  );
}
