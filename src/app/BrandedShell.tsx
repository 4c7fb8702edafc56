import styled from '@emotion/styled';
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
import { BottomNav } from './nav/BottomNav';
import { BOTTOM_NAV_HEIGHT } from './nav/bottomNavHeight';
import { GameLinksBar } from './nav/GameLinksBar';
import { NewsTicker } from './NewsTicker';
import { ReplayDock } from './ReplayDock';
import { RouteProgress } from './RouteProgress';
import { loadPageModules } from './routes/lazyPage';
import { themedCss } from '../components/themedCss';
import { ShellModals } from './ShellModals';
import { useDocumentBranding } from './useDocumentBranding';
import { useFirstScreenHandover } from './useFirstScreenHandover';

/** SHELL-20: these pages are a frame only, without header, menus or sidebar. */
const FRAME_ONLY_PATHS = new Set(['/casino-video', '/tv', '/score']);
// The sidebar loads only on a wide screen; the bottom bar is part of a phone's first screen.
// The footer sits below the first screen: it loads and renders once the browser is idle after the first screen.
const Footer = lazy(async () => ({ default: (await import('./footer/Footer')).Footer }));
const SideBar = lazy(async () => ({ default: (await import('./nav/SideBar')).SideBar }));
const SIDEBAR_WIDTH = 260;

const Frame = styled.div({ minHeight: '100vh', display: 'flex', flexDirection: 'column' });

const Body = styled.div(
  themedCss((theme) => ({
    flex: 1,
    display: 'flex',
    gap: theme.spacing(3),
    width: '100%',
    maxWidth: 1440,
    margin: '0 auto',
    padding: theme.spacing(3, 1.5),
    [theme.breakpoints.up('sm')]: { paddingLeft: theme.spacing(3), paddingRight: theme.spacing(3) },
  })),
);

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
  useFirstScreenHandover(pathname);
  // Once the shell is on screen, the other pages' imports load, so that a click on a link loads its page at once.
  useEffect(() => void loadPageModules(), []);
  if (FRAME_ONLY_PATHS.has(pathname)) return <Outlet />;
  return (
    <Frame style={{ paddingBottom: wide ? 0 : BOTTOM_NAV_HEIGHT }}>
      <AppHeader config={config} />
      <GameLinksBar trailing={phone && !loggedIn && !config.defaultDarkMode ? <ThemeToggleDock /> : undefined} />
      <NewsTicker />
      <RouteProgress />
      <Body>
        {wide && (
          <Suspense fallback={<div style={{ width: SIDEBAR_WIDTH, flexShrink: 0 }} />}>
            <SideBar width={SIDEBAR_WIDTH} />
          </Suspense>
        )}
        <main style={{ flex: 1, minWidth: 0 }}>
          <ReplayDock />
          <Outlet />
        </main>
      </Body>
      {idle && (
        <Suspense>
          <Footer />
        </Suspense>
      )}
      {!wide && <BottomNav />}
      <ShellModals />
    </Frame>
  );
}
