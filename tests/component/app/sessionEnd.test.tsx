import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { strings } from '../../../contract/strings';
import { apiErrorJson, apiUrl } from '../support/apiRoute';
import { exposureHandler, loggedInHandlers, tradeListHandler } from '../support/handlers/account';
import { currentLocation, renderApp } from '../support/renderApp';
import { server } from '../support/server';
import { seedLoggedInSession } from '../support/session';
import { WIDE, setViewportWidth } from '../support/viewport';

// jsdom cannot reload; the logout's reload (AUTH-25) is observed instead.
const reloadPage = vi.hoisted(() => vi.fn());
vi.mock('../../../streams/core/browser', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../streams/core/browser')>()),
  reloadPage,
}));

describe('end of session', () => {
  beforeEach(() => {
    reloadPage.mockClear();
    setViewportWidth(WIDE);
    seedLoggedInSession();
  });

  it('SHELL-39 AUTH-25 Logout in the account menu revokes the token on the server, clears the session and goes to /', async () => {
    const calls: string[] = [];
    server.use(...loggedInHandlers({ calls }));
    const { user } = await renderApp('/test');
    await user.click(await screen.findByRole('button', { name: 'account menu' }));
    await user.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: strings.logout }));
    await waitFor(() => expect(currentLocation().pathname).toBe('/'));
    // Home's code may still be loading: the header comes back with it.
    const banner = await screen.findByRole('banner');
    expect(await within(banner).findByRole('textbox', { name: strings.username })).toBeInTheDocument();
    expect(within(banner).queryByText(strings.balance)).not.toBeInTheDocument();
    await waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1));
    expect(calls.filter((call) => call === 'logout')).toHaveLength(1);
  });

  it('AUTH-26 MSG-06 an Unauthorized user-details answer toasts "Session expired!", logs out and goes to /', async () => {
    server.use(
      http.get(apiUrl('userDetails'), () => apiErrorJson(401, strings.unauthorized)),
      exposureHandler(0),
      tradeListHandler([]),
      // Already expired: the server refuses the revocation, and the local logout goes on anyway.
      http.post(apiUrl('logout'), () => apiErrorJson(401, strings.unauthorized)),
    );
    await renderApp('/test');
    expect(await screen.findByText(strings.sessionExpired)).toBeInTheDocument();
    await waitFor(() => expect(currentLocation().pathname).toBe('/'));
    expect(await within(screen.getByRole('banner')).findByRole('button', { name: strings.login })).toBeInTheDocument();
  });
});
