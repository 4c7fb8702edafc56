import { lazy, useLayoutEffect } from 'react';
import { Navigate, useLocation } from 'react-router';
import { LoadingOverlay } from '../components/LoadingOverlay';
import { useDomainConfigResult } from '../components/useDomainConfig';
import { removeLaunchSplash } from '../features/casino/pages/launchSplash';
import { BrandedShell } from './BrandedShell';
import { handOverFirstScreen } from '../components/firstScreenHandover';

// Only an unknown host sees it: it stays out of every known domain's first load.
const LostMessage = lazy(async () => ({ default: (await import('../components/LostMessage')).LostMessage }));

/** DOM-01: nothing branded before the config; OPEN-028: an unknown host or failed lookup is /notfound. */
export function DomainGate() {
  const result = useDomainConfigResult();
  const { pathname } = useLocation();
  // A casino table's splash (launchSplash.ts) covers the page only until the domain is known: the shell, or the
  // page that says the domain is unknown, takes the screen then; the server's first screen too, for that page.
  useLayoutEffect(() => {
    if (result) removeLaunchSplash();
    if (result && !result.data) handOverFirstScreen();
  }, [result]);
  if (!result) return <LoadingOverlay />;
  if (!result.data) return pathname === '/notfound' ? <LostMessage /> : <Navigate to="/notfound" replace />;
  return <BrandedShell config={result.data} />;
}
