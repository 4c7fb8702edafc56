/**
 * CAS-LNCH-06 for a table opened by its address: the page's first script paints the play page's background over the
 * whole screen at once, while the app's code still downloads, and the play page counts the time it has been up
 * toward its 1.4 s. Otherwise the background could begin only once the app had arrived and run (about 2 s on a phone).
 */
const SPLASH_ID = 'casino-launch-splash';
/** The launcher's background image, and its own middle tone: the box is there from the first frame, before the image. */
export const LAUNCH_BACKDROP_IMAGE = 'url(/casino/launch-backdrop.svg)';
export const LAUNCH_BACKDROP_TONE = '#1a0b22';
const SPINNER_TURN_MS = 1_400;

let shownAt: number | undefined;

/** Paints the splash over the page; `now` is on the page's clock (performance.now). */
export function showLaunchSplash(doc: Document = document, now = performance.now()): void {
  const splash = doc.createElement('div');
  splash.id = SPLASH_ID;
  splash.setAttribute('aria-busy', 'true');
  Object.assign(splash.style, {
    position: 'fixed',
    inset: '0',
    zIndex: '2000',
    display: 'grid',
    placeItems: 'center',
    background: `${LAUNCH_BACKDROP_TONE} ${LAUNCH_BACKDROP_IMAGE} center / cover no-repeat`,
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
  // An animation of the element itself: no style sheet for the page's first script to insert.
  spinner.animate?.([{ transform: 'rotate(0turn)' }, { transform: 'rotate(1turn)' }], { duration: SPINNER_TURN_MS, iterations: Infinity });
  splash.append(spinner);
  doc.body.append(splash);
  shownAt = now;
}

/** How long the splash has been up (0 when there is none, or a play page has taken it over). */
export const launchSplashUpFor = (now = performance.now()): number => (shownAt === undefined ? 0 : now - shownAt);

/** A play page has taken over the background: the splash goes, and a later play page starts its own 1.4 s. */
export function takeOverLaunchSplash(doc: Document = document): void {
  shownAt = undefined;
  removeLaunchSplash(doc);
}

/** Takes the splash off the screen (the app shows something else there); its time still counts for the play page. */
export function removeLaunchSplash(doc: Document = document): void {
  doc.getElementById(SPLASH_ID)?.remove();
}
