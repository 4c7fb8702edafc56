import { FIRST_SCREEN_ROUTE, isFirstScreenAnswer, type FirstScreenAnswer } from '../../../contract/firstScreen';
import { browserDocument } from '../../../streams/core/browser';
import { appHasOwnScreen } from '../../components/firstScreenHandover';
import { visitFits } from '../../ssr/firstScreenFits';
import { PHONE_SCREEN_QUERY } from '../../theme/phoneScreenQuery';

interface ShowOptions {
  /** How long the answer waits before it shows (ms, asked once it is there): the page's own wait still to run. */
  waitFor?: () => number;
  /** Runs once it shows: the picture's element, the answer and when it arrived (performance.now). */
  onShown?: (picture: Element, answer: FirstScreenAnswer, arrivedAt: number) => void;
}

/**
 * Shows the answer for `path` above the app's root, unless the app has its own screen or shows another page. The
 * style that hides the root beneath it is in the page's head already: the server puts it there whenever it renders.
 */
function show(document: Document, path: string, answer: FirstScreenAnswer): Element | undefined {
  const root = document.getElementById('root');
  const stillThere = window.location.hash.replace(/^#/, '') === path;
  if (!visitFits(answer.facts) || !root || appHasOwnScreen(root) || !stillThere) return undefined;
  const parsed = document.createElement('template');
  parsed.innerHTML = answer.markup;
  // A frame is a live page, not part of a picture (a table's video): it would load beside the app's code.
  parsed.content.querySelectorAll('iframe').forEach((frame) => frame.remove());
  const picture = parsed.content.firstElementChild ?? undefined;
  root.before(parsed.content);
  return picture;
}

/**
 * A page opened by address on a phone (the server sends index.html as built for it: the address's path is in its
 * hash): the page's first script asks the server for that page's first screen and shows it above the app's root,
 * unless the app has its own screen by then, has gone to another page, or the visit does not fit it. The app
 * renders beneath it and hands over as on home. Settles once it has shown, or will not.
 */
export function showServerFirstScreen(path: string, { waitFor = () => 0, onShown }: ShowOptions = {}): Promise<void> {
  const document = browserDocument();
  if (!document || !matchMedia(PHONE_SCREEN_QUERY).matches) return Promise.resolve();
  return fetch(`${FIRST_SCREEN_ROUTE}?path=${encodeURIComponent(path)}`)
    .then(async (response) => (response.status === 200 ? ((await response.json()) as unknown) : null))
    .then(async (answer) => {
      if (!isFirstScreenAnswer(answer)) return;
      const arrivedAt = performance.now();
      const wait = waitFor();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      const picture = show(document, path, answer);
      if (picture) onShown?.(picture, answer, arrivedAt);
    })
    .catch(() => undefined); // no first screen: the app shows the page itself
}
