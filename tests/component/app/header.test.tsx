import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SignInRequest } from '../../../contract/auth';
import { strings } from '../../../contract/strings';
import { deferred } from '../support/deferred';
import { domainConfigFixture } from '../support/fixtures';
import { loggedInHandlers } from '../support/handlers/account';
import { ipLookupHandler, passwordHistoryHandler, signInHandler } from '../support/handlers/auth';
import { domainConfigHandler } from '../support/handlers/domain';
import { renderApp } from '../support/renderApp';
import { expectOnlyTheNextLoginSent, recordRequests } from '../support/requestLog';
import { server } from '../support/server';
import { WIDE, setViewportWidth } from '../support/viewport';

type User = Awaited<ReturnType<typeof renderApp>>['user'];
/** Answers the "Non-Gambling Territories" dialog with Confirm or Exit. */
const answerAgeQuestion = async (user: User, answer: string) =>
  user.click(within(await screen.findByRole('dialog', { name: strings.ageDialogTitle })).getByRole('button', { name: answer }));

describe('header, logged out, wide screen', () => {
  beforeEach(() => setViewportWidth(WIDE));
  afterEach(() => vi.unstubAllEnvs());

  it('SHELL-26 DOM-04 DOM-06 shows logo, inline fields and Login, and no Sign Up when signup is false', async () => {
    await renderApp('/');
    const banner = await screen.findByRole('banner');
    expect(within(banner).getByRole('img', { name: 'Royal Exchange' })).toHaveAttribute('src', '/brand/logo.svg');
    // The logged-out half of the header loads on its own, after the logo.
    expect(await within(banner).findByRole('textbox', { name: strings.username })).toBeInTheDocument();
    expect(within(banner).getByLabelText(strings.password)).toHaveAttribute('type', 'password');
    expect(within(banner).getByRole('button', { name: strings.login })).toBeInTheDocument();
    expect(within(banner).queryByRole('button', { name: strings.signUp })).not.toBeInTheDocument();
  });

  it('SHELL-26 DOM-06 shows Sign Up when the domain allows signup', async () => {
    server.use(domainConfigHandler({ ...domainConfigFixture, signup: true }));
    await renderApp('/');
    expect(await within(await screen.findByRole('banner')).findByRole('button', { name: strings.signUp })).toBeInTheDocument();
  });

  it('OPEN-018 AUTH-04 the inline login asks for the age confirmation first, then reads "Loading..." while running', async () => {
    const bodies: SignInRequest[] = [];
    const answer = deferred();
    server.use(ipLookupHandler(), signInHandler(bodies, answer.promise), passwordHistoryHandler(), ...loggedInHandlers());
    const { user } = await renderApp('/');
    const banner = await screen.findByRole('banner');
    await user.type(await within(banner).findByRole('textbox', { name: strings.username }), 'alice');
    await user.type(within(banner).getByLabelText(strings.password), 'secret');
    await user.click(within(banner).getByRole('button', { name: strings.login }));

    const dialog = await screen.findByRole('dialog', { name: strings.ageDialogTitle });
    expect(bodies).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: strings.confirm }));

    expect(await within(banner).findByRole('button', { name: strings.loading })).toBeDisabled();
    answer.resolve();
    expect(await within(banner).findByText(strings.balance)).toBeInTheDocument();
    expect(bodies.map((body) => body.userName)).toEqual(['alice']);
  });

  it('AUTH-09 AUTH-10 the inline form shows the messages and sends nothing once the age is confirmed', async () => {
    // The sign-in stays unanswered: only whether and when it is sent counts.
    server.use(ipLookupHandler(), signInHandler([], new Promise<void>(() => undefined)));
    const { user } = await renderApp('/');
    const banner = await screen.findByRole('banner');
    const requests = recordRequests();
    await user.click(await within(banner).findByRole('button', { name: strings.login }));
    await answerAgeQuestion(user, strings.confirm);
    expect(await within(banner).findByText(strings.pleaseEnterUsername)).toBeInTheDocument();
    expect(within(banner).getByText(strings.pleaseEnterPassword)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expectOnlyTheNextLoginSent(requests, async () => {
      await user.type(within(banner).getByRole('textbox', { name: strings.username }), 'alice');
      await user.type(within(banner).getByLabelText(strings.password), 'secret');
      await user.click(within(banner).getByRole('button', { name: strings.login }));
    });
  });

  it('AUTH-13 AUTH-24 OPEN-018 the header "Login With Demo Id" asks the age question, then signs in the demo account with empty fields', async () => {
    vi.stubEnv('VITE_DEMO_PASSWORD', 'demo-secret');
    const bodies: SignInRequest[] = [];
    server.use(signInHandler(bodies), passwordHistoryHandler(), ...loggedInHandlers());
    const { user } = await renderApp('/');
    const banner = await screen.findByRole('banner');
    await user.click(await within(banner).findByRole('button', { name: strings.loginWithDemoId }));

    const dialog = await screen.findByRole('dialog', { name: strings.ageDialogTitle });
    expect(bodies).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: strings.confirm }));

    expect(await within(banner).findByText(strings.balance)).toBeInTheDocument();
    expect(bodies).toEqual([{ userName: 'demo@Royal Exchange', password: 'demo-secret', deviceIp: '', ipInfo: { query: '' } }]);
    expect(screen.queryByText(strings.pleaseEnterUsername)).not.toBeInTheDocument();
  });

  it('AUTH-08 Exit on the age question sends nothing, and the next demo login asks again', async () => {
    const bodies: SignInRequest[] = [];
    server.use(signInHandler(bodies));
    const { user } = await renderApp('/');
    const banner = await screen.findByRole('banner');
    await user.click(await within(banner).findByRole('button', { name: strings.loginWithDemoId }));
    await answerAgeQuestion(user, strings.exit);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(await within(banner).findByRole('button', { name: strings.loginWithDemoId }));
    expect(await screen.findByRole('dialog', { name: strings.ageDialogTitle })).toBeInTheDocument();
    expect(bodies).toEqual([]);
  });
});
