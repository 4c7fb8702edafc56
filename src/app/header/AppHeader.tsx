import styled from '@emotion/styled';
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
import { themedCss } from '../../components/themedCss';
import { LoggedOutActions } from './LoggedOutActions';
import { ThemeToggleDock } from './ThemeToggleDock';

// A visitor never needs the account controls: they load once a user signs in. The visitor's Login and Sign Up
// are part of the first screen (their form loads on first use, see LoggedOutActions).
const LoggedInActions = lazy(async () => ({ default: (await import('./LoggedInActions')).LoggedInActions }));
const BalanceSummary = lazy(async () => ({ default: (await import('../../features/account/BalanceSummary')).BalanceSummary }));

/** A flat sticky bar on the brand gradient, as MUI's AppBar and Toolbar would lay it out, styled once per theme. */
const Bar = styled.header(
  themedCss((theme) => ({
    position: 'sticky',
    top: 0,
    right: 0,
    zIndex: theme.zIndex.appBar,
    display: 'flex',
    flexDirection: 'column',
    width: '100%',
    flexShrink: 0,
    background: theme.brand.headerBackground,
    color: theme.brand.headerText,
  })),
);

const TopRow = styled.div(
  themedCss((theme) => ({
    position: 'relative',
    display: 'flex',
    alignItems: 'center',
    gap: theme.spacing(1),
    width: '100%',
    maxWidth: 1440,
    margin: '0 auto',
    boxSizing: 'border-box',
    minHeight: 56,
    padding: theme.spacing(0, 1),
    [theme.breakpoints.up('sm')]: { padding: theme.spacing(0, 3) },
    [theme.breakpoints.up('md')]: { minHeight: 68 },
  })),
);

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
    <Bar>
      <TopRow>
        <Link to="/" aria-label={a11yLabels.home} style={{ display: 'flex', flexShrink: 0 }}>
          <BrandLogo logoUrl={config.logoUrl} title={config.title} height={wide ? 44 : 30} />
        </Link>
        <div style={{ flex: 1 }} />
        {dockInTopRow && <ThemeToggleDock />}
        <SearchButton />
        {loggedIn ? (
          <Suspense>
            <LoggedInActions wide={wide} showBalance={!balanceRow} />
          </Suspense>
        ) : (
          <LoggedOutActions wide={wide} signup={config.signup} />
        )}
      </TopRow>
      {balanceRow && (
        <div style={{ padding: '0 8px 8px', display: 'flex', alignItems: 'center', gap: 8 }}>
          <div style={{ flex: 1, minWidth: 0 }}>
            <Suspense>
              <BalanceSummary />
            </Suspense>
          </div>
          {themeToggle && <ThemeToggleDock />}
        </div>
      )}
    </Bar>
  );
}
