import { firstScreenOf, sendFirstScreenRequests } from './app/routes/firstScreenRequests';
import { showLaunchSplash } from './features/casino/pages/launchSplash';

// The page's first script, on its own and tiny: it runs while the app's code is still downloading.
sendFirstScreenRequests(window.location.hash);
if (firstScreenOf(window.location.hash).playPage) {
  showLaunchSplash();
  // The table shows as soon as the app has run, its background's time already spent: its code must be there by then.
  import('./features/casino/pages/CasinoPlayPage').catch(() => undefined);
}
