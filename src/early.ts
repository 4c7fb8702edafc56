import { firstScreenOf, sendFirstScreenRequests } from './app/routes/firstScreenRequests';
import { showServerFirstScreen } from './app/routes/serverFirstScreen';
import { preloadPage, startApp } from './app/startApp';
import { playBackdropLeftFor, removeLaunchSplash, showLaunchSplash } from './features/casino/pages/launchSplash';
import { tickPictureCountdown } from './features/casino/table/pictureCountdown';

/** However late a casino table's first screen is, the app starts this long after its background's 1.4 s. */
const APP_WAITS_AT_MOST_MS = 300;

const afterNextPaint = (then: () => void) => requestAnimationFrame(() => setTimeout(then, 0));

/**
 * A casino table opened by address: its background at once and, on a phone, its first screen rendered by the server
 * once the 1.4 s are over, its dial ticking. The app starts once that is painted: its first run, a long task on a
 * phone, would hold it back.
 */
function showTableFirst(path: string): void {
  showLaunchSplash();
  const shown = showServerFirstScreen(path, {
    waitFor: playBackdropLeftFor,
    onShown: (picture, answer, arrivedAt) => {
      removeLaunchSplash();
      tickPictureCountdown(picture, answer.ageMs ?? 0, arrivedAt);
    },
  });
  void shown.then(() => afterNextPaint(startApp));
  setTimeout(startApp, playBackdropLeftFor() + APP_WAITS_AT_MOST_MS);
  // The table shows as soon as the app has run, its background's time already spent: its code must be there by then.
  preloadPage();
}

// The page's first script, on its own and tiny: it runs while the app's code is still downloading, and starts it.
const { hash } = window.location;
const path = hash.replace(/^#/, '');
let appWaits = false;
try {
  sendFirstScreenRequests(hash);
  const screen = firstScreenOf(hash);
  if (screen.match) void showServerFirstScreen(path);
  if (screen.playPage) {
    showTableFirst(path);
    appWaits = true;
  }
} finally {
  if (!appWaits) startApp();
}
