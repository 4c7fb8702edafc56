import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { strings } from '../../../contract/strings';
import { loggedInHandlers } from '../support/handlers/account';
import { noticesHandler } from '../support/handlers/domain';
import { renderApp } from '../support/renderApp';
import { waitForStreamAnswer } from '../support/requestLog';
import { server } from '../support/server';
import { seedLoggedInSession } from '../support/session';

describe('news ticker', () => {
  it('SHELL-37 DOM-12 OPEN-029 logged in: one line labelled News, the notices joined with " • "', async () => {
    seedLoggedInSession();
    server.use(...loggedInHandlers(), noticesHandler(['Welcome to the exchange', 'Cricket in play all day']));
    await renderApp('/');
    const ticker = await screen.findByRole('complementary', { name: strings.news });
    expect(ticker).toHaveTextContent(`${strings.news}Welcome to the exchange \u2022 Cricket in play all day`);
  });

  it('SHELL-37 SHELL-46 logged out: no ticker and no notices request', async () => {
    const requested: string[] = [];
    server.events.on('request:start', ({ request }) => requested.push(new URL(request.url).pathname));
    await renderApp('/');
    // The banners are asked for on the same signal (the domain id) a notices request would be.
    await waitForStreamAnswer('banners');
    expect(screen.queryByRole('complementary', { name: strings.news })).not.toBeInTheDocument();
    expect(requested.filter((path) => path.includes('/domain/notice/'))).toEqual([]);
    server.events.removeAllListeners();
  });
});
