import { browserDocument } from '../../streams/core/browser';

/** The element the server's first screen comes in (server/firstScreen/), above the app's root. */
export const FIRST_SCREEN_ID = 'first-screen';
/** Set on `<html>` by the page's inline check when the server's first screen does not fit this visit. */
export const FIRST_SCREEN_OFF_CLASS = 'no-first-screen';

/**
 * The app takes the screen from the server's first screen: removing it shows the app's root, which has rendered
 * (hidden, laid out) beneath it until then.
 */
export function handOverFirstScreen(): void {
  browserDocument()?.getElementById(FIRST_SCREEN_ID)?.remove();
}

/** However the app's first screen fares, the server's hands over by then: it is a picture, not a page to use. */
export const FIRST_SCREEN_HANDOVER_MAX_MS = 5000;
