import Box from '@mui/material/Box';
import { useObservableEagerState } from 'observable-hooks';
import { lazy, Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import type { DomainConfig } from '../../contract/domain';
import { isLoggedIn$ } from '../../streams/auth/isLoggedIn$';
import { useBrowserIdle } from '../components/useBrowserIdle';
import { usePhoneScreen } from '../components/usePhoneScreen';
import { useWideScreen } from '../components/useWideScreen';
import { AppHeader } from './header/AppHeader';
import { ThemeToggleDock } from './header/ThemeToggleDock';
import { BOTTOM_NAV_HEIGHT } from './nav/bottomNavHeight';
import { GameLinksBar } from './nav/GameLinksBar';
import { NewsTicker } from './NewsTicker';
import { RouteProgress } from './RouteProgress';
import { loadPageModules } from './routes/lazyPage';
import { ShellModals } from './ShellModals';
import { useDocumentBranding } from './useDocumentBranding';

/** SHELL-20: these pages are a frame only, without header, menus or sidebar. */
const FRAME_ONLY_PATHS = new Set(['/casino-video', '/tv', '/score']);
// Each screen width loads only its own navigation: the sidebar when wide, the bottom bar when narrow.
// The footer sits below the first screen: it loads and renders once the browser is idle after the first screen.
const Footer = lazy(async () => ({ default: (await import('./footer/Footer')).Footer }));
const SideBar = lazy(async () => ({ default: (await import('./nav/SideBar')).SideBar }));
const BottomNav = lazy(async () => ({ default: (await import('./nav/BottomNav')).BottomNav }));
const SIDEBAR_WIDTH = 260;

/**
 * The shell once the domain is known: header, game links, news, the sidebar (wide, SHELL-25) beside the
 * routed page, the footer, the bottom navigation (narrow, SHELL-28), and the modals.
 */
export function BrandedShell({ config }: { config: DomainConfig }) {
  useDocumentBranding(config);
  const wide = useWideScreen();
  const phone = usePhoneScreen();
  const loggedIn = useObservableEagerState(isLoggedIn$);
  const { pathname } = useLocation();
  const idle = useBrowserIdle();
  // Once the shell is on screen, the other pages' imports load, so that a click on a link loads its page at once.
  useEffect(() => void loadPageModules(), []);
  if (FRAME_ONLY_PATHS.has(pathname)) return <Outlet />;
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', pb: wide ? 0 : `${BOTTOM_NAV_HEIGHT}px` }}>
      <AppHeader config={config} />
      <GameLinksBar trailing={phone && !loggedIn && !config.defaultDarkMode ? <ThemeToggleDock /> : undefined} />
      <NewsTicker />
      <RouteProgress />
      <Box sx={{ flex: 1, display: 'flex', gap: 3, width: '100%', maxWidth: 1440, mx: 'auto', px: { xs: 1.5, sm: 3 }, py: 3 }}>
        {wide && (
          <Suspense fallback={<Box sx={{ width: SIDEBAR_WIDTH, flexShrink: 0 }} />}>
            <SideBar width={SIDEBAR_WIDTH} />
          </Suspense>
        )}
        <Box component="main" sx={{ flex: 1, minWidth: 0 }}>
          <Outlet />
        </Box>
      </Box>
      {idle && (
        <Suspense>
          <Footer />
        </Suspense>
      )}
      {!wide && (
        <Suspense>
          <BottomNav />
        </Suspense>
      )}
      <ShellModals />
    </Box>
  );
}
