import { Navigate, useLocation } from 'react-router';
import { LoadingOverlay } from '../components/LoadingOverlay';
import { LostMessage } from '../components/LostMessage';
import { useDomainConfigResult } from '../components/useDomainConfig';
import { BrandedShell } from './BrandedShell';

/** DOM-01: nothing branded before the config; OPEN-028: an unknown host or failed lookup is /notfound. */
export function DomainGate() {
  const result = useDomainConfigResult();
  const { pathname } = useLocation();
  if (!result) return <LoadingOverlay />;
  if (!result.data) return pathname === '/notfound' ? <LostMessage /> : <Navigate to="/notfound" replace />;
  return <BrandedShell config={result.data} />;
}
