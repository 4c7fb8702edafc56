import { firstScreenOf, sendFirstScreenRequests } from './app/routes/firstScreenRequests';
import { showServerFirstScreen } from './app/routes/serverFirstScreen';
import { showLaunchSplash } from './features/casino/pages/launchSplash';

// The page's first script, on its own and tiny: it runs while the app's code is still downloading.
const { hash } = window.location;
sendFirstScreenRequests(hash);
const screen = firstScreenOf(hash);
if (screen.match) showServerFirstScreen(hash.replace(/^#/, ''));
if (screen.playPage) {
  showLaunchSplash();
  // The table shows as soon as the app has run, its background's time already spent: its code must be there by then.
  import('./features/casino/pages/CasinoPlayPage').catch(() => undefined);
}
