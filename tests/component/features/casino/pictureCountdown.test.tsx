import { act } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CountdownDial } from '../../../../src/features/casino/table/CountdownDial';
import { tickPictureCountdown } from '../../../../src/features/casino/table/pictureCountdown';

/** The dial as the server renders it into a table's first screen, on the page. */
function pictureOf(countdown: number): HTMLElement {
  const picture = document.createElement('div');
  picture.innerHTML = renderToStaticMarkup(<CountdownDial countdown={countdown} />);
  document.body.append(picture);
  return picture;
}

const dial = (picture: HTMLElement) => picture.querySelector<HTMLElement>('[role="timer"]');
const seconds = (picture: HTMLElement) => picture.querySelector('[data-dial-seconds]')?.textContent;
const arcOffset = (picture: HTMLElement) => Number(picture.querySelector('[data-dial-arc]')?.getAttribute('stroke-dashoffset'));

let clock = 0;
const now = () => clock;
const advance = (ms: number) =>
  act(() => {
    clock += ms;
    vi.advanceTimersByTime(ms);
  });

beforeEach(() => {
  vi.useFakeTimers();
  clock = 0;
});
afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe("a casino table's first screen", () => {
  it('CAS-ALL-09 CAS-ALL-10 ticks its dial down 0.1 every 100 ms from the rendered countdown, counting the render’s age', () => {
    const picture = pictureOf(12.3);
    // Rendered 500 ms before it arrived: 5 ticks already gone, 11.8 left.
    tickPictureCountdown(picture, 500, 0, now);
    expect(seconds(picture)).toBe('12');
    expect(dial(picture)?.dataset.fraction).toBe('0.472');

    advance(900); // 14 ticks: 10.9 left
    expect(seconds(picture)).toBe('11');
    expect(dial(picture)?.dataset.fraction).toBe('0.436');
    // 2π·27 × (1 − 10.9 / 25)
    expect(arcOffset(picture)).toBeCloseTo(95.68, 1);
    expect(dial(picture)?.style.color).toBe('rgb(105, 240, 174)');
  });

  it('CAS-ALL-09 turns red under 6 s and stops at 0', () => {
    const picture = pictureOf(6.2);
    tickPictureCountdown(picture, 0, 0, now);
    advance(300); // 5.9
    expect(seconds(picture)).toBe('6');
    expect(dial(picture)?.style.color).toBe('rgb(255, 82, 82)');
    advance(6_000);
    expect(seconds(picture)).toBe('0');
    expect(arcOffset(picture)).toBeCloseTo(169.65, 1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('stops ticking once the app has taken the screen (the picture is gone)', () => {
    const picture = pictureOf(20);
    tickPictureCountdown(picture, 0, 0, now);
    advance(1_000);
    expect(seconds(picture)).toBe('19');
    expect(vi.getTimerCount()).toBe(1);
    picture.remove();
    advance(100);
    expect(vi.getTimerCount()).toBe(0);
  });
});
