import Box from '@mui/material/Box';
import { useObservableEagerState } from 'observable-hooks';
import { lazy, Suspense } from 'react';
import { Link } from '../../components/RouterLink';
import type { DomainConfig } from '../../../contract/domain';
import { isLoggedIn$ } from '../../../streams/auth/isLoggedIn$';
import { a11yLabels } from '../../components/a11yLabels';
import { BrandLogo } from '../../components/BrandLogo';
import { usePhoneScreen } from '../../components/usePhoneScreen';
import { useWideScreen } from '../../components/useWideScreen';
import { SearchButton } from '../nav/SearchButton';
import { ThemeToggleDock } from './ThemeToggleDock';

// Each half of the header loads on its own: a visitor never needs the account controls, nor a user the login form.
const LoggedInActions = lazy(async () => ({ default: (await import('./LoggedInActions')).LoggedInActions }));
const LoggedOutActions = lazy(async () => ({ default: (await import('./LoggedOutActions')).LoggedOutActions }));
const BalanceSummary = lazy(async () => ({ default: (await import('../../features/account/BalanceSummary')).BalanceSummary }));

/**
 * The top header on the brand gradient (OPEN-027): logo, the theme toggle's dock (unless the domain forces dark,
 * DOM-08), then the logged-out or logged-in controls; on phones signed in, the account figures and the dock below.
 * A phone's top row signed out is full (Login, Sign Up): the games bar holds the dock there (BrandedShell).
 */
export function AppHeader({ config }: { config: DomainConfig }) {
  const loggedIn = useObservableEagerState(isLoggedIn$);
  const wide = useWideScreen();
  const phone = usePhoneScreen();
  const balanceRow = loggedIn && phone;
  const themeToggle = !config.defaultDarkMode;
  const dockInTopRow = themeToggle && !phone;
  return (
    // A flat sticky bar on the brand gradient, as MUI's AppBar and Toolbar would lay it out, without their code in the first load.
    <Box
      component="header"
      sx={{
        position: 'sticky',
        top: 0,
        right: 0,
        zIndex: 'appBar',
        display: 'flex',
        flexDirection: 'column',
        width: '100%',
        flexShrink: 0,
        background: (theme) => theme.brand.headerBackground,
        color: (theme) => theme.brand.headerText,
      }}
    >
      <Box
        sx={{
          position: 'relative',
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          width: '100%',
          maxWidth: 1440,
          mx: 'auto',
          minHeight: { xs: 56, md: 68 },
          px: { xs: 1, sm: 3 },
        }}
      >
        <Box component={Link} to="/" aria-label={a11yLabels.home} sx={{ display: 'flex', flexShrink: 0 }}>
          <BrandLogo logoUrl={config.logoUrl} title={config.title} height={wide ? 44 : 30} />
        </Box>
        <Box sx={{ flex: 1 }} />
        {dockInTopRow && <ThemeToggleDock />}
        <SearchButton />
        <Suspense>
          {loggedIn ? <LoggedInActions wide={wide} showBalance={!balanceRow} /> : <LoggedOutActions wide={wide} signup={config.signup} />}
        </Suspense>
      </Box>
      {balanceRow && (
        <Box sx={{ px: 1, pb: 1, display: 'flex', alignItems: 'center', gap: 1 }}>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Suspense>
              <BalanceSummary />
            </Suspense>
          </Box>
          {themeToggle && <ThemeToggleDock />}
        </Box>
      )}
    </Box>
  );
}
