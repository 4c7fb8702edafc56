import { FIRST_SCREEN_ROUTE, isFirstScreenAnswer } from '../../../contract/firstScreen';
import { browserDocument } from '../../../streams/core/browser';
import { FIRST_SCREEN_STYLE } from '../../components/firstScreenHandover';
import { visitFits } from '../../ssr/firstScreenFits';
import { PHONE_SCREEN_QUERY } from '../../theme/phoneScreenQuery';

/**
 * A page opened by address on a phone (the server sends index.html as built for it: the address's path is in its
 * hash): the page's first script asks the server for that page's first screen and shows it above the app's root,
 * unless the app has rendered meanwhile or the visit does not fit it. The app hands over as on home.
 */
export function showServerFirstScreen(path: string): void {
  const document = browserDocument();
  if (!document || !matchMedia(PHONE_SCREEN_QUERY).matches) return;
  void fetch(`${FIRST_SCREEN_ROUTE}?path=${encodeURIComponent(path)}`)
    .then(async (response) => (response.status === 200 ? ((await response.json()) as unknown) : null))
    .then((answer) => {
      const root = document.getElementById('root');
      if (!isFirstScreenAnswer(answer) || !visitFits(answer.facts) || !root || root.hasChildNodes()) return;
      const style = document.createElement('style');
      style.textContent = FIRST_SCREEN_STYLE;
      document.head.append(style);
      root.insertAdjacentHTML('beforebegin', answer.markup);
    })
    .catch(() => undefined); // no first screen: the app shows the page itself
}
