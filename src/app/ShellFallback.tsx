import { LoadingOverlay } from '../components/LoadingOverlay';
import { BrandThemeProvider } from './BrandThemeProvider';

/** Shown while the first page module loads; mounting the theme starts the domain lookup at the same time. */
export function ShellFallback() {
  return (
    <BrandThemeProvider>
      <LoadingOverlay />
    </BrandThemeProvider>
  );
}
