import { LoadingOverlay } from '../components/LoadingOverlay';
import { LostMessage } from '../components/LostMessage';
import { useDomainConfigResult } from '../components/useDomainConfig';
import { BrandedShell } from './BrandedShell';

/** DOM-01: nothing branded before the config; OPEN-028: an unknown host or failed lookup shows the 404 text. */
export function DomainGate() {
  const result = useDomainConfigResult();
  if (!result) return <LoadingOverlay />;
  if (!result.data) return <LostMessage />;
  return <BrandedShell config={result.data} />;
}
