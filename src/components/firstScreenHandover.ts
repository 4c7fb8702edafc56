import { browserDocument } from '../../streams/core/browser';

/** The element a first screen rendered by the server comes in, just before the app's root. */
export const FIRST_SCREEN_ID = 'first-screen';
/** While a first screen shows, the app's root (the next element) renders beneath it, laid out but unseen. */
export const FIRST_SCREEN_STYLE = `#${FIRST_SCREEN_ID} + #root{visibility:hidden;position:absolute;top:0;left:0;right:0}`;

/** However the app's first screen fares, the server's hands over by then: it is a picture, not a page to use. */
export const FIRST_SCREEN_HANDOVER_MAX_MS = 5000;

const firstScreen = () => browserDocument()?.getElementById(FIRST_SCREEN_ID);

/** The app's path the first screen on show was rendered for, if one shows. */
export const firstScreenPath = (): string | undefined => firstScreen()?.dataset.path;

/** Marks the app's root once the app has a screen of its own: a first screen arriving after that is not shown. */
const OWN_SCREEN_MARK = 'data-own-screen';

/**
 * The app takes the screen from the server's first screen: removing it shows the app's root, which has rendered
 * (hidden, laid out) beneath it until then. One still on its way stays away.
 */
export function handOverFirstScreen(): void {
  firstScreen()?.remove();
  browserDocument()?.getElementById('root')?.setAttribute(OWN_SCREEN_MARK, '');
}

/** Whether the app has taken the screen (or given up waiting for a first screen). */
export const appHasOwnScreen = (root: Element): boolean => root.hasAttribute(OWN_SCREEN_MARK);
