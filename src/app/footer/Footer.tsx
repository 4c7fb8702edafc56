import GavelIcon from '@mui/icons-material/Gavel';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import { useObservableEagerState } from 'observable-hooks';
import { Link as RouterLink } from '../../components/RouterLink';
import { PAGE_SLUGS } from '../../../contract/pageSlugs';
import { strings } from '../../../contract/strings';
import { a11yLabels } from '../../components/a11yLabels';
import { useDomainConfig } from '../../components/useDomainConfig';
import { closeShellModal, openShellModal, rulesOpen$ } from '../nav/shellModals.state';

const RulesDialog = lazy(() => import('./RulesDialog'));

/** SHELL-44 SHELL-45: the Rules button and the five page links, in order. */
export function Footer() {
  const title = useDomainConfig()?.title ?? '';
  const rulesOpen = useObservableEagerState(rulesOpen$);
  return (
    <Box
      component="footer"
      aria-label={a11yLabels.footer}
      sx={{ borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper', mt: 4 }}
    >
      <Stack
        spacing={1.5}
        sx={{ maxWidth: 1440, mx: 'auto', px: { xs: 1.5, sm: 3 }, py: 3 }}
        alignItems={{ xs: 'center', md: 'flex-start' }}
      >
        <Stack direction="row" useFlexGap flexWrap="wrap" gap={{ xs: 1.5, sm: 3 }} alignItems="center" justifyContent="center">
          <Button variant="outlined" size="small" startIcon={<GavelIcon />} onClick={() => openShellModal('rules')}>
            {strings.rules}
          </Button>
          {PAGE_SLUGS.map((slug) => (
            <Link key={slug} component={RouterLink} to={`/${slug}`} color="text.primary" underline="hover" sx={{ fontSize: 14 }}>
              {strings.pageTitles[slug]}
            </Link>
          ))}
        </Stack>
        <Typography variant="body2" color="text.secondary" textAlign={{ xs: 'center', md: 'left' }}>
          {strings.footerNote(title)}
        </Typography>
      </Stack>
      {rulesOpen && (
        <Suspense>
          <RulesDialog onClose={() => closeShellModal('rules')} />
        </Suspense>
      )}
    </Box>
  );
}
