import { FIRST_SCREEN_ID, FIRST_SCREEN_STYLE } from '../components/firstScreenHandover';
import type { FirstScreenAnswer, FirstScreenParts, PageParts } from '../../contract/firstScreen';
import { launchSplashScript } from '../features/casino/pages/launchSplash';
import { isHomeHash, visitFits } from './firstScreenFits';

const TEMPLATE_ID = `${FIRST_SCREEN_ID}-template`;

/**
 * The rendered page in its element. It is a picture until the app takes over: inert, and hidden from assistive
 * tech, which meets the app's own page instead.
 */
export const firstScreenElement = (path: string, markup: string) =>
  `<div id="${FIRST_SCREEN_ID}" data-path="${path}" inert aria-hidden="true">${markup}</div>`;

/**
 * The home page's first screen in index.html, in a template: inert until the script after it has checked that this
 * is the home page and that the visit fits, so another page's visit never paints it nor fetches its images.
 */
export function firstScreenParts({ markup, facts }: FirstScreenAnswer): FirstScreenParts {
  const fits = `(${isHomeHash.toString()})(location.hash)&&(${visitFits.toString()})(${JSON.stringify(facts)})`;
  return {
    markup: `<template id="${TEMPLATE_ID}">${markup}</template>`,
    script: `(function(template){if(${fits})template.replaceWith(template.content);else template.remove()})(document.getElementById('${TEMPLATE_ID}'))`,
  };
}

/** What index.html carries whatever the render (see PageParts). */
export const pageParts = (): PageParts => ({ style: FIRST_SCREEN_STYLE, bodyScript: launchSplashScript() });
