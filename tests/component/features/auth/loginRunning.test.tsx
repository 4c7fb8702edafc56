import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { strings } from '../../../../contract/strings';
import { loggedInHandlers } from '../../support/handlers/account';
import { ipLookupHandler, passwordHistoryHandler, signInHandler, signInRefusedHandler } from '../../support/handlers/auth';
import { deferred } from '../../support/deferred';
import { renderApp } from '../../support/renderApp';
import { server } from '../../support/server';
import { NARROW, setViewportWidth } from '../../support/viewport';

async function submitCredentials() {
  const app = await renderApp('/');
  await app.user.click(await screen.findByRole('button', { name: strings.login }));
  await app.user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: strings.confirm }));
  await app.user.type(screen.getByLabelText(strings.username), 'alice');
  await app.user.type(screen.getByLabelText(strings.password), 'secret');
  await app.user.click(screen.getByRole('button', { name: strings.login }));
  return app;
}

describe('login request state', () => {
  beforeEach(() => {
    setViewportWidth(NARROW);
    server.use(ipLookupHandler(), passwordHistoryHandler(), ...loggedInHandlers());
  });

  it('AUTH-03 AUTH-18 the button reads "Logging in..." and is disabled while the request runs', async () => {
    const answer = deferred();
    server.use(signInHandler([], answer.promise));
    await submitCredentials();
    const running = await screen.findByRole('button', { name: strings.loggingIn });
    expect(running).toBeDisabled();
    expect(screen.getByRole('button', { name: strings.loginWithDemoId })).toBeDisabled();
    answer.resolve();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('AUTH-03 AUTH-21 a refused login shows the server message and the button returns to "Login"', async () => {
    server.use(signInRefusedHandler('Wrong password'));
    await submitCredentials();
    expect(await screen.findByText('Wrong password')).toBeInTheDocument();
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByRole('button', { name: strings.login })).toBeEnabled();
    expect(within(dialog).queryByRole('button', { name: strings.loggingIn })).not.toBeInTheDocument();
  });
});
