import { lazy } from 'react';
import { Navigate, useLocation } from 'react-router';
import { LoadingOverlay } from '../components/LoadingOverlay';
import { useDomainConfigResult } from '../components/useDomainConfig';
import { BrandedShell } from './BrandedShell';

// Only an unknown host sees it: it stays out of every known domain's first load.
const LostMessage = lazy(async () => ({ default: (await import('../components/LostMessage')).LostMessage }));

/** DOM-01: nothing branded before the config; OPEN-028: an unknown host or failed lookup is /notfound. */
export function DomainGate() {
  const result = useDomainConfigResult();
  const { pathname } = useLocation();
  if (!result) return <LoadingOverlay />;
  if (!result.data) return pathname === '/notfound' ? <LostMessage /> : <Navigate to="/notfound" replace />;
  return <BrandedShell config={result.data} />;
}
