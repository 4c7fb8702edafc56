import Box from '@mui/material/Box';
import { Outlet } from 'react-router';
import type { DomainConfig } from '../../contract/domain';
import { LoginModal } from '../features/auth/LoginModal';
import { AppHeader } from './header/AppHeader';
import { NewsTicker } from './NewsTicker';
import { RouteProgress } from './RouteProgress';
import { useDocumentBranding } from './useDocumentBranding';

/** The shell once the domain is known: header, the news ticker, the routed page, and the login modal. */
export function BrandedShell({ config }: { config: DomainConfig }) {
  useDocumentBranding(config);
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <AppHeader config={config} />
      <NewsTicker />
      <RouteProgress />
      <Box component="main" sx={{ flex: 1, width: '100%', maxWidth: 1440, mx: 'auto', px: { xs: 1.5, sm: 3 }, py: 3 }}>
        <Outlet />
      </Box>
      <LoginModal />
    </Box>
  );
}
