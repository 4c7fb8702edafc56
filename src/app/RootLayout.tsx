import { SnackbarProvider } from 'notistack';
import { BrandThemeProvider } from './BrandThemeProvider';
import { DomainGate } from './DomainGate';
import { NavigationBridge } from './NavigationBridge';
import { NotificationBridge } from './NotificationBridge';

/** Root route element: theme, toasts (top-right, MSG-23), the stream bridges and the domain gate. */
export function RootLayout() {
  return (
    <BrandThemeProvider>
      <SnackbarProvider anchorOrigin={{ vertical: 'top', horizontal: 'right' }} maxSnack={4}>
        <NotificationBridge />
        <NavigationBridge />
        <DomainGate />
      </SnackbarProvider>
    </BrandThemeProvider>
  );
}
