import { act, screen, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { HorseCountry, HorseRace } from '../../../../contract/sports';
import { currentLocation, renderApp } from '../../support/renderApp';
import { server } from '../../support/server';
import { eventsHandler, horseRacesHandler, marketOddsHandler, matchesBySportHandler } from '../../support/handlers/sports';

const MINUTE = 60_000;
/** The clock the schedule reads; each case moves it with vi.setSystemTime (timers stay real, the 1 s re-evaluation runs). */
const NOW = new Date(2026, 4, 1, 14, 0).getTime();

const race = (gmid: string, startsIn: number, status = 'OPEN', childs: HorseRace['childs'] = []): HorseRace => ({
  stime: new Date(NOW + startsIn * MINUTE).toISOString(),
  gmid,
  gOdds: { status },
  childs,
});
const schedule: HorseCountry[] = [
  {
    cname: 'GB',
    children: [
      {
        ename: 'Ascot',
        races: [
          race('finished', -10, 'CLOSED'),
          race('suspended', 3, 'SUSPENDED'),
          race('soon', 6),
          race('lit-at-edge', 30),
          race('later', 31),
          race('children-closed', 50, 'OPEN', [{ gmid: 'c1', status: 'CLOSED' }]),
        ],
      },
      { ename: 'Kempton', races: [race('k1', -30, 'CLOSED'), race('k2', 40, 'OPEN', [{ gmid: 'c2', status: 'closed' }])] },
    ],
  },
  { cname: 'Mauritius', children: [{ ename: 'Champ de Mars', races: [race('mu', 45)] }] },
];

/** A race button, found by the start time it shows (local time, as the page formats it). */
const raceName = (startsIn: number) => new RegExp(dayjs(NOW + startsIn * MINUTE).format('HH:mm'));
const raceButton = (startsIn: number) => screen.getByRole('button', { name: raceName(startsIn) });
const flagsOf = (startsIn: number) => {
  const button = raceButton(startsIn);
  return {
    highlighted: button.dataset.highlighted === 'true',
    blinking: button.dataset.blinking === 'true',
    dot: button.querySelector('[data-dot]')?.getAttribute('data-dot'),
  };
};
/** Moves the clock and waits for the next 1 s re-evaluation to show it. */
async function at(minutesFromStart: number, settled: () => void): Promise<void> {
  act(() => vi.setSystemTime(NOW + minutesFromStart * MINUTE));
  await vi.waitFor(settled, { timeout: 10_000, interval: 100 });
}

async function openSchedule() {
  server.use(eventsHandler(), matchesBySportHandler({}), horseRacesHandler(schedule), marketOddsHandler([[]]));
  const view = await renderApp('/');
  const strip = await screen.findByRole('tablist', { name: 'sports' }, { timeout: 12_000 });
  await view.user.click(within(strip).getByRole('tab', { name: 'Horse Racing' }));
  await screen.findByRole('heading', { name: 'Ascot' });
  return view;
}

describe('horse racing schedule', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  it('HOME-04 HORSE-03 HORSE-04 HORSE-05 HORSE-07 HORSE-08 HORSE-12 country tabs, races by course, closed races and emptied courses hidden', async () => {
    const { user } = await openSchedule();
    const tabs = screen.getByRole('tablist', { name: 'countries' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['ALL', 'GB', 'Mauritius']);
    expect(within(tabs).getByRole('tab', { name: 'GB' }).querySelector('img[data-flag="GB"]')).not.toBeNull();
    expect(within(tabs).getByRole('tab', { name: 'Mauritius' }).querySelector('img')).toBeNull();

    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Ascot', 'Champ de Mars']);
    expect(screen.queryByRole('button', { name: raceName(-10) })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: raceName(50) })).not.toBeInTheDocument();
    expect(raceButton(6)).toBeInTheDocument();

    await user.click(within(tabs).getByRole('tab', { name: 'Mauritius' }));
    await vi.waitFor(() =>
      expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Champ de Mars']),
    );
  });

  it('HORSE-06 HORSE-09 HORSE-10 highlight, dot and blink follow the clock', async () => {
    await openSchedule();
    // 14:00 — lit up to start = now + 30 min; a suspended race is red and never lit; only the last 5 minutes blink.
    expect(flagsOf(30)).toEqual({ highlighted: true, blinking: false, dot: 'green' });
    expect(flagsOf(31)).toEqual({ highlighted: false, blinking: false, dot: 'green' });
    expect(flagsOf(3)).toEqual({ highlighted: false, blinking: true, dot: 'red' });
    expect(flagsOf(6)).toEqual({ highlighted: true, blinking: false, dot: 'green' });

    // 14:01 — the 14:31 race is lit and the 14:06 race starts blinking (5 minutes to go).
    await at(1, () => expect(flagsOf(31).highlighted).toBe(true));
    expect(flagsOf(6).blinking).toBe(true);

    // 14:07 — the 14:06 race has started: it stops blinking and stays lit while open.
    await at(7, () => expect(flagsOf(6).blinking).toBe(false));
    expect(flagsOf(6).highlighted).toBe(true);
  });

  it('HORSE-11 SHELL-16 CONST-12 CONST-21 a race opens its market page 200 ms after the click', async () => {
    const { user } = await openSchedule();
    await user.click(raceButton(6));
    expect(currentLocation().pathname).toBe('/');
    await vi.waitFor(() => expect(currentLocation().pathname).toBe('/HorseMarket'), { timeout: 10_000 });
    expect(Object.fromEntries(new URLSearchParams(currentLocation().search))).toEqual({
      gmid: 'soon',
      sportsName: 'horse',
      raceName: `Ascot ${dayjs(NOW + 6 * MINUTE).format('HH:mm')}`,
      sportId: '10',
    });
  });
});
