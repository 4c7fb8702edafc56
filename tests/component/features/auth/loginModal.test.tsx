import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SignInRequest } from '../../../../contract/auth';
import { strings } from '../../../../contract/strings';
import { a11yLabels } from '../../../../src/components/a11yLabels';
import { loggedInHandlers } from '../../support/handlers/account';
import { ipLookupHandler, passwordHistoryHandler, signInHandler } from '../../support/handlers/auth';
import { currentLocation, renderApp } from '../../support/renderApp';
import { expectOnlyTheNextLoginSent, recordRequests } from '../../support/requestLog';
import { server } from '../../support/server';
import { NARROW, setViewportWidth } from '../../support/viewport';

async function openModal() {
  const app = await renderApp('/');
  await app.user.click(await screen.findByRole('button', { name: strings.login }));
  return { ...app, dialog: await screen.findByRole('dialog') };
}

async function openConfirmedForm() {
  const app = await openModal();
  await app.user.click(within(app.dialog).getByRole('button', { name: strings.confirm }));
  return app;
}

type User = Awaited<ReturnType<typeof renderApp>>['user'];

/** Types "a" / "b" over whatever the fields hold and submits; the sign-in is left unanswered (only its sending counts). */
async function submitValid(user: User) {
  server.use(signInHandler([], new Promise<void>(() => undefined)));
  for (const [label, value] of [
    [strings.username, 'a'],
    [strings.password, 'b'],
  ] as const) {
    await user.clear(screen.getByLabelText(label));
    await user.type(screen.getByLabelText(label), value);
  }
  await user.click(screen.getByRole('button', { name: strings.login }));
}

describe('login modal (narrow screens)', () => {
  let bodies: SignInRequest[];

  beforeEach(() => {
    setViewportWidth(NARROW);
    bodies = [];
    server.use(ipLookupHandler(), signInHandler(bodies), passwordHistoryHandler(), ...loggedInHandlers());
  });

  afterEach(() => vi.unstubAllEnvs());

  it('LOBBY-15 SHELL-34 a visitor tapping Casino in the bottom nav gets the login modal and stays put', async () => {
    const { user } = await renderApp('/');
    const nav = await screen.findByRole('navigation', { name: a11yLabels.bottomNav });
    await user.click(within(nav).getByRole('button', { name: strings.casino }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(currentLocation().pathname).toBe('/');
  });

  it('SHELL-29 AUTH-01 AUTH-06 AUTH-07 AUTH-12 CONST-13 shows the age dialog first, over the page with the domain logo, and no login form', async () => {
    const { dialog } = await openModal();
    expect(within(dialog).getByRole('img', { name: 'Royal Exchange' })).toHaveAttribute('src', '/brand/logo.svg');
    expect(within(dialog).getByRole('heading', { name: strings.ageDialogTitle })).toBeInTheDocument();
    for (const statement of strings.ageDialogBody) expect(within(dialog).getByText(statement)).toBeInTheDocument();
    expect(dialog).toHaveTextContent('you are 18 years of age or older');
    expect(within(dialog).queryByLabelText(strings.username)).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: strings.login })).not.toBeInTheDocument();
  });

  it('AUTH-05 AUTH-08 Exit and the close icon close the modal; Confirm reveals the form with Login With Demo Id', async () => {
    const { user, dialog } = await openModal();
    await user.click(within(dialog).getByRole('button', { name: strings.exit }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: strings.login }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: strings.login }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: strings.confirm }));
    expect(screen.getByLabelText(strings.username)).toBeInTheDocument();
    expect(screen.getByLabelText(strings.password)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: strings.loginWithDemoId })).toBeInTheDocument();
  });

  it('AUTH-09 AUTH-10 MSG-01 MSG-02 empty submit shows both messages under the fields and sends nothing', async () => {
    const { user } = await openConfirmedForm();
    const requests = recordRequests();
    await user.click(screen.getByRole('button', { name: strings.login }));
    expect(screen.getByLabelText(strings.username)).toHaveAccessibleDescription(strings.pleaseEnterUsername);
    expect(screen.getByLabelText(strings.password)).toHaveAccessibleDescription(strings.pleaseEnterPassword);
    await expectOnlyTheNextLoginSent(requests, () => submitValid(user));
  });

  it('OPEN-019 a username of spaces counts as empty', async () => {
    const { user } = await openConfirmedForm();
    await user.type(screen.getByLabelText(strings.username), '   ');
    await user.type(screen.getByLabelText(strings.password), 'secret');
    const requests = recordRequests();
    await user.click(screen.getByRole('button', { name: strings.login }));
    expect(screen.getByText(strings.pleaseEnterUsername)).toBeInTheDocument();
    expect(screen.queryByText(strings.pleaseEnterPassword)).not.toBeInTheDocument();
    await expectOnlyTheNextLoginSent(requests, () => submitValid(user));
  });

  it('AUTH-11 AUTH-17 AUTH-19 "a" / "b" are sent as typed; success toasts and closes the modal', async () => {
    const { user } = await openConfirmedForm();
    await user.type(screen.getByLabelText(strings.username), 'a');
    await user.type(screen.getByLabelText(strings.password), 'b');
    await user.click(screen.getByRole('button', { name: strings.login }));
    expect(await screen.findByText(strings.loginSuccessful)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodies).toEqual([{ userName: 'a', password: 'b', deviceIp: '203.0.113.7', ipInfo: { query: '203.0.113.7' } }]);
  });

  it('AUTH-13 AUTH-24 API-38 Login With Demo Id skips validation and sends the demo account', async () => {
    vi.stubEnv('VITE_DEMO_PASSWORD', 'demo-secret');
    const { user } = await openConfirmedForm();
    await user.click(screen.getByRole('button', { name: strings.loginWithDemoId }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({ userName: 'demo@Royal Exchange', password: 'demo-secret', deviceIp: '', ipInfo: { query: '' } });
    expect(screen.queryByText(strings.pleaseEnterUsername)).not.toBeInTheDocument();
  });

  it('AUTH-02 the username field has a person icon and the password toggles between masked and plain', async () => {
    const { user, dialog } = await openConfirmedForm();
    expect(within(dialog).getByTestId('PersonIcon')).toBeInTheDocument();
    const password = screen.getByLabelText(strings.password);
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });
});
