import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../support/renderApp';
import { waitForStreamAnswer } from '../../support/requestLog';
import { server } from '../../support/server';
import { bannersHandler } from '../../support/handlers/domain';

const BANNERS = ['/brand/banner-1.svg', '/brand/banner-2.svg', '/brand/banner-3.svg'];

const carousel = () => screen.findByRole('region', { name: 'banners' });
const shownBanner = (region: HTMLElement) =>
  within(region)
    .getAllByRole('presentation', { hidden: true })
    .find((image) => image.getAttribute('aria-hidden') === 'false')
    ?.getAttribute('src');
const currentDot = (region: HTMLElement) =>
  within(region)
    .getAllByLabelText(/^banner \d of \d$/)
    .find((dot) => dot.getAttribute('aria-current') === 'true')
    ?.getAttribute('aria-label');

describe('home banner carousel', () => {
  it('SHELL-36 DOM-13 one slide per data[].banner, previous/next arrows and one dot per banner', async () => {
    server.use(bannersHandler(BANNERS));
    await renderApp('/');
    const region = await carousel();
    expect(
      within(region)
        .getAllByRole('presentation', { hidden: true })
        .map((image) => image.getAttribute('src')),
    ).toEqual(BANNERS);
    expect(within(region).getByRole('button', { name: 'previous banner' })).toBeInTheDocument();
    expect(within(region).getByRole('button', { name: 'next banner' })).toBeInTheDocument();
    expect(within(region).getAllByLabelText(/^banner \d of 3$/)).toHaveLength(3);
    expect(shownBanner(region)).toBe(BANNERS[0]);
    expect(currentDot(region)).toBe('banner 1 of 3');
  });

  it('DOM-14 previous on the first banner wraps to the last, next on the last wraps to the first', async () => {
    server.use(bannersHandler(BANNERS));
    const { user } = await renderApp('/');
    const region = await carousel();
    const step = (name: 'previous banner' | 'next banner') => user.click(within(region).getByRole('button', { name }));
    // Each step restarts the 5 s rotation, so the slide read right after a step is the one the step chose.
    do await step('next banner');
    while (currentDot(region) !== 'banner 1 of 3');
    await step('previous banner');
    expect(shownBanner(region)).toBe(BANNERS[2]);
    expect(currentDot(region)).toBe('banner 3 of 3');
    await step('next banner');
    expect(shownBanner(region)).toBe(BANNERS[0]);
    expect(currentDot(region)).toBe('banner 1 of 3');
  });

  it('DOM-13 a domain without banners shows no carousel', async () => {
    await renderApp('/');
    await waitForStreamAnswer('banners');
    expect(screen.queryByRole('region', { name: 'banners' })).not.toBeInTheDocument();
  });
});
