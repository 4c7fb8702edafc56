import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FIRST_SCREEN_ROUTE, type FirstScreenAnswer } from '../../../contract/firstScreen';
import { showServerFirstScreen } from '../../../src/app/routes/serverFirstScreen';
import { handOverFirstScreen } from '../../../src/components/firstScreenHandover';
import { PHONE_VISIT_FACTS } from '../../support/firstScreenFacts';
import { NARROW, setViewportWidth, WIDE } from '../support/viewport';

const PATH = '/play-casino-new/56767/teen20';
const ANSWER: FirstScreenAnswer = {
  markup: `<div id="first-screen" data-path="${PATH}" inert aria-hidden="true"><p>Player A 1.98</p><iframe src="/embed/casino-video?id=teen20"></iframe></div>`,
  facts: PHONE_VISIT_FACTS,
  ageMs: 250,
};
const WAIT_MS = 1_000;

let asked: string[] = [];
const answerWith = (status: number, body?: unknown) =>
  vi.stubGlobal('fetch', (url: string) => {
    asked.push(url);
    return Promise.resolve(new Response(body === undefined ? null : JSON.stringify(body), { status }));
  });
const picture = () => document.getElementById('first-screen');

beforeEach(() => {
  vi.useFakeTimers();
  asked = [];
  setViewportWidth(NARROW);
  window.location.hash = `#${PATH}`;
  document.body.innerHTML = '<div id="root"></div>';
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
  window.location.hash = '';
});

/** Shows the answer for PATH with WAIT_MS to wait; resolves once the page has settled it. */
async function show(onShown = vi.fn()) {
  const settled = showServerFirstScreen(PATH, { waitFor: () => WAIT_MS, onShown });
  await vi.advanceTimersByTimeAsync(0);
  return { settled, onShown };
}

describe("a page's first screen asked by its first script", () => {
  it('shows above the app’s root once the page’s own wait is over, without its frames, and settles then', async () => {
    answerWith(200, ANSWER);
    const { settled, onShown } = await show();
    expect(asked).toEqual([`${FIRST_SCREEN_ROUTE}?path=${encodeURIComponent(PATH)}`]);
    await vi.advanceTimersByTimeAsync(WAIT_MS - 1);
    expect(picture()).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    await settled;
    expect(picture()?.nextElementSibling?.id).toBe('root');
    expect(picture()).toHaveTextContent('Player A 1.98');
    expect(picture()?.querySelector('iframe')).toBeNull();
    expect(onShown).toHaveBeenCalledWith(picture(), ANSWER, expect.any(Number));
  });

  it('stays away once the app has its own screen, or shows another page', async () => {
    answerWith(200, ANSWER);
    const first = await show();
    handOverFirstScreen();
    await vi.advanceTimersByTimeAsync(WAIT_MS);
    await first.settled;
    expect(picture()).toBeNull();

    document.body.innerHTML = '<div id="root"></div>';
    const second = await show();
    window.location.hash = '#/inplay';
    await vi.advanceTimersByTimeAsync(WAIT_MS);
    await second.settled;
    expect(picture()).toBeNull();
    expect(second.onShown).not.toHaveBeenCalled();
  });

  it('is not asked for off a phone; a visit it does not fit, or no answer, settles without it', async () => {
    const settle = async () => {
      const { settled } = await show();
      await vi.advanceTimersByTimeAsync(WAIT_MS);
      await settled;
    };
    setViewportWidth(WIDE);
    answerWith(200, ANSWER);
    await settle();
    expect(asked).toEqual([]);

    setViewportWidth(NARROW);
    localStorage.setItem('state.auth', '{"isLoggedIn":true}');
    await settle();
    expect(asked).toHaveLength(1);
    expect(picture()).toBeNull();

    localStorage.clear();
    answerWith(204);
    await settle();
    answerWith(200, { markup: 1 });
    await settle();
    expect(asked).toHaveLength(3);
    expect(picture()).toBeNull();
  });
});
