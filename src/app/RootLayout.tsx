import { BrandThemeProvider } from './BrandThemeProvider';
import { DomainGate } from './DomainGate';
import { NavigationBridge } from './NavigationBridge';
import { NotificationBridge } from './NotificationBridge';
import { ToastPlacement } from './toastPlacement';

/** Root route element: theme, toasts (top-right, MSG-23), the stream bridges and the domain gate. */
export function RootLayout() {
  return (
    <BrandThemeProvider>
      <ToastPlacement />
      <NotificationBridge />
      <NavigationBridge />
      <DomainGate />
    </BrandThemeProvider>
  );
}
