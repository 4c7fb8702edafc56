import { screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { strings } from '../../../../contract/strings';
import { apiUrl, contractJson } from '../../support/apiRoute';
import { loggedInHandlers } from '../../support/handlers/account';
import { currentLocation, navigateTo, renderApp } from '../../support/renderApp';
import { server } from '../../support/server';
import { seedLoggedInSession } from '../../support/session';
import { eventsHandler } from '../../support/handlers/sports';
import { matchFixture } from '../../support/sportsFixtures';
import { NARROW, setViewportWidth } from '../../support/viewport';

const FIRST_RENDER = { timeout: 12_000 };

describe('sports pages', () => {
  it('HOME-17 the mobile All Sports list expands sport → competitions → events; an event opens its match page', async () => {
    setViewportWidth(NARROW);
    const match = matchFixture({ matchId: 'm-7', competitionId: 'ipl', eventName: 'Mumbai v Chennai' });
    const asked: string[] = [];
    server.use(
      eventsHandler(),
      http.get(apiUrl('competitions'), ({ params }) => {
        asked.push(`competitions ${String(params.eventId)}`);
        return contractJson('competitions', { status: true, data: [{ competitionId: 'ipl', competitionName: 'Indian Premier League' }] });
      }),
      http.get(apiUrl('matches'), ({ params }) => {
        asked.push(`matches ${String(params.eventId)}/${String(params.legueId)}`);
        return contractJson('matches', { status: true, data: { data: [match] } });
      }),
    );
    const { user } = await renderApp('/sports');
    await user.click(await screen.findByRole('button', { name: 'Cricket', expanded: false }, FIRST_RENDER));
    await user.click(await screen.findByRole('button', { name: 'Indian Premier League' }));
    await user.click(await screen.findByRole('link', { name: /Mumbai v Chennai/ }));
    await waitFor(() => expect(currentLocation().pathname).toBe('/fullmarket/4/ipl/m-7'));
    expect(new URLSearchParams(currentLocation().search).get('eventName')).toBe('Mumbai v Chennai');
    expect(asked).toEqual(['competitions 4', 'matches 4/ipl']);
  });

  it('SHELL-18 SHELL-19 SHELL-20 /tv and /score show only the frame of that event and sport', async () => {
    await renderApp('/tv?event_id=m-7&sport_id=4');
    expect(await screen.findByTitle(strings.liveMatch, {}, FIRST_RENDER)).toHaveAttribute('src', '/embed/tv?event_id=m-7&sport_id=4');
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    navigateTo('/score?event_id=m-8&sport_id=1');
    expect(await screen.findByTitle(strings.liveScore)).toHaveAttribute('src', '/embed/score?event_id=m-8&sport_id=1');
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('SHELL-42 OPEN-009 /multimarket without followed markets says so and asks to add some from events', async () => {
    server.use(...loggedInHandlers());
    seedLoggedInSession();
    await renderApp('/multimarket');
    expect(await screen.findByText(strings.noMultiMarkets, {}, FIRST_RENDER)).toBeInTheDocument();
    expect(screen.getByText(strings.addMultiMarkets)).toBeInTheDocument();
  });
});
