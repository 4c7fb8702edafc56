import { SnackbarProvider } from 'notistack';
import { BrandThemeProvider } from './BrandThemeProvider';
import { DomainGate } from './DomainGate';
import { NavigationBridge } from './NavigationBridge';
import { NotificationBridge } from './NotificationBridge';
import { TOAST_CONTAINER_CLASS, ToastPlacement } from './toastPlacement';

/** Root route element: theme, toasts (top-right, MSG-23), the stream bridges and the domain gate. */
export function RootLayout() {
  return (
    <BrandThemeProvider>
      <ToastPlacement />
      <SnackbarProvider
        anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
        maxSnack={4}
        classes={{ containerAnchorOriginTopRight: TOAST_CONTAINER_CLASS }}
      >
        <NotificationBridge />
        <NavigationBridge />
        <DomainGate />
      </SnackbarProvider>
    </BrandThemeProvider>
  );
}
