import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BrandLogo } from '../../components/BrandLogo';
import { useDomainConfig } from '../../components/useDomainConfig';

/** SHELL-03: the home and login landing page; the catalogue body comes with the home issue. */
export function HomePage() {
  const config = useDomainConfig();
  if (!config) return null;
  return (
    <Paper
      elevation={0}
      sx={{
        px: { xs: 3, md: 6 },
        py: { xs: 5, md: 8 },
        borderRadius: 3,
        background: (theme) => theme.brand.headerBackground,
        color: (theme) => theme.brand.headerText,
      }}
    >
      <Stack spacing={3} alignItems={{ xs: 'center', md: 'flex-start' }} textAlign={{ xs: 'center', md: 'left' }}>
        <BrandLogo logoUrl={config.logoUrl} title={config.title} height={64} />
        <Typography variant="h3" component="h1" fontWeight={800} sx={{ fontSize: { xs: '2rem', md: '3rem' } }}>
          {config.title}
        </Typography>
      </Stack>
    </Paper>
  );
}
