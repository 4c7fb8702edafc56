import { COUNTDOWN_TICK_MS, countdownAfter } from '../../../../streams/casino/countdownRules';
import { DIAL_MARKS, dialLook } from './dialLook';

/**
 * CAS-ALL-09 CAS-ALL-10 for a table's first screen rendered by the server (a picture, until the app takes over): its
 * dial ticks down from the countdown it was rendered with, as the app's would, counting the time since the render
 * (`ageMs` when it arrived at `arrivedAt`, on `now`'s clock). It stops at 0 or once the picture is gone.
 */
export function tickPictureCountdown(picture: ParentNode, ageMs: number, arrivedAt: number, now = () => performance.now()): void {
  const dial = picture.querySelector<HTMLElement>(`[role="timer"][${DIAL_MARKS.countdown}]`);
  const rendered = Number(dial?.getAttribute(DIAL_MARKS.countdown));
  if (!dial || !Number.isFinite(rendered)) return;
  const arc = dial.querySelector(`[${DIAL_MARKS.arc}]`);
  const seconds = dial.querySelector(`[${DIAL_MARKS.seconds}]`);
  const show = () => {
    const countdown = countdownAfter(rendered, Math.floor((ageMs + now() - arrivedAt) / COUNTDOWN_TICK_MS));
    const look = dialLook(countdown);
    dial.style.color = look.colour;
    dial.dataset.fraction = look.fraction.toFixed(3);
    arc?.setAttribute('stroke-dashoffset', String(look.arcOffset));
    if (seconds) seconds.textContent = String(look.seconds);
    return countdown > 0 && dial.isConnected;
  };
  if (!show()) return;
  const ticking = setInterval(() => show() || clearInterval(ticking), COUNTDOWN_TICK_MS);
}
