/**
 * CAS-LNCH-06 for a table opened by its address: the page paints the play page's background over the whole screen
 * at once, while the app's code still downloads, and the play page counts the time it has been up toward its 1.4 s.
 * Otherwise the background could begin only once the app had arrived and run (about 2 s on a phone). The server
 * paints it with the page's body (launchSplashScript); else the page's first script does.
 */
const SPLASH_ID = 'casino-launch-splash';
/** The launcher's background image, and its own middle tone: the box is there from the first frame, before the image. */
export const LAUNCH_BACKDROP_IMAGE = 'url(/casino/launch-backdrop.svg)';
export const LAUNCH_BACKDROP_TONE = '#1a0b22';
/** CAS-LNCH-06 */
export const PLAY_PAGE_BACKDROP_MS = 1_400;

const SPLASH_LOOK = {
  id: SPLASH_ID,
  background: `${LAUNCH_BACKDROP_TONE} ${LAUNCH_BACKDROP_IMAGE} center / cover no-repeat`,
  spinnerTurnMs: 1_400,
};

/** Whether the address is a casino table's play page (`#/play-casino-new/:eventId/:casinoType`). */
export function isPlayPageHash(hash: string): boolean {
  return /^#?\/?play-casino-new\/[^/?]+\/[^/?]+(\?.*)?$/.test(hash);
}

/**
 * Paints the splash, marked with when (performance.now). The server inlines its source in the page's body, so it
 * reads only its arguments and the browser.
 */
export function paintLaunchSplash(doc: Document, look: typeof SPLASH_LOOK): HTMLElement {
  const splash = doc.createElement('div');
  splash.id = look.id;
  splash.setAttribute('aria-busy', 'true');
  splash.dataset.shownAt = String(performance.now());
  Object.assign(splash.style, {
    position: 'fixed',
    inset: '0',
    zIndex: '2000',
    display: 'grid',
    placeItems: 'center',
    background: look.background,
  });
  const spinner = doc.createElement('div');
  Object.assign(spinner.style, {
    width: '56px',
    height: '56px',
    borderRadius: '50%',
    border: '5px solid rgba(255, 255, 255, 0.25)',
    borderTopColor: '#fff',
    boxSizing: 'border-box',
  });
  // An animation of the element itself: no style sheet to insert.
  spinner.animate?.([{ transform: 'rotate(0turn)' }, { transform: 'rotate(1turn)' }], {
    duration: look.spinnerTurnMs,
    iterations: Infinity,
  });
  splash.append(spinner);
  doc.body.append(splash);
  return splash;
}

/** The splash as the page's body paints it (the server tags it with the page's CSP nonce). */
export const launchSplashScript = (): string =>
  `if((${isPlayPageHash.toString()})(location.hash))(${paintLaunchSplash.toString()})(document,${JSON.stringify(SPLASH_LOOK)})`;

let shownAt: number | undefined;

/** The splash over the page: the one the page's body painted, or a new one. */
export function showLaunchSplash(doc: Document = document): void {
  const splash = doc.getElementById(SPLASH_ID) ?? paintLaunchSplash(doc, SPLASH_LOOK);
  shownAt = Number(splash.dataset.shownAt);
}

/** How long the splash has been up (0 when there is none, or a play page has taken it over). */
export const launchSplashUpFor = (now = performance.now()): number => (shownAt === undefined ? 0 : now - shownAt);

/** How much of the play page's 1.4 s background is still to run, the splash's time counted. */
export const playBackdropLeftFor = (now = performance.now()): number => PLAY_PAGE_BACKDROP_MS - launchSplashUpFor(now);

/** A play page has taken over the background: the splash goes, and a later play page starts its own 1.4 s. */
export function takeOverLaunchSplash(doc: Document = document): void {
  shownAt = undefined;
  removeLaunchSplash(doc);
}

/** Takes the splash off the screen (the app shows something else there); its time still counts for the play page. */
export function removeLaunchSplash(doc: Document = document): void {
  doc.getElementById(SPLASH_ID)?.remove();
}
