import { FIRST_SCREEN_ID, FIRST_SCREEN_OFF_CLASS } from '../components/firstScreenHandover';
import { firstScreenFits, type FirstScreenFacts } from './firstScreenFits';

/**
 * What the server puts into index.html: a style and a script before `</head>`, the markup and a script before
 * the app's root element. The server tags the scripts with the page's CSP nonce.
 */
export interface FirstScreenParts {
  headStyle: string;
  headScript: string;
  markup: string;
  bodyScript: string;
}

// While the server's first screen shows, the app's root (the next element) renders beneath it, laid out but unseen.
const style =
  `html:not(.${FIRST_SCREEN_OFF_CLASS}) #${FIRST_SCREEN_ID} + #root{visibility:hidden;position:absolute;top:0;left:0;right:0}` +
  `html.${FIRST_SCREEN_OFF_CLASS} #${FIRST_SCREEN_ID}{display:none}`;

/**
 * The server's first screen in the page: the check that runs before the body (does it fit this visit?), and the
 * markup above the app's root. It is a picture until the app takes over: inert, and hidden from assistive tech,
 * which meets the app's own page instead. A visit it does not fit drops it before it is painted.
 */
export function firstScreenParts(markup: string, facts: FirstScreenFacts): FirstScreenParts {
  return {
    headStyle: style,
    headScript: `if(!(${firstScreenFits.toString()})(${JSON.stringify(facts)}))document.documentElement.classList.add('${FIRST_SCREEN_OFF_CLASS}')`,
    markup: `<div id="${FIRST_SCREEN_ID}" inert aria-hidden="true">${markup}</div>`,
    bodyScript: `document.documentElement.classList.contains('${FIRST_SCREEN_OFF_CLASS}')&&document.getElementById('${FIRST_SCREEN_ID}').remove()`,
  };
}
