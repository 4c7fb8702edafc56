import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { strings } from '../../../../contract/strings';
import { apiErrorJson, apiUrl, contractJson } from '../../support/apiRoute';
import { domainConfigFixture, signedInUserFixture } from '../../support/fixtures';
import { loggedInHandlers } from '../../support/handlers/account';
import { ipLookupHandler, passwordHistoryHandler } from '../../support/handlers/auth';
import { domainConfigHandler } from '../../support/handlers/domain';
import { horseRacesHandler } from '../../support/handlers/sports';
import { renderApp } from '../../support/renderApp';
import { server } from '../../support/server';
import { NARROW, setViewportWidth } from '../../support/viewport';

type User = Awaited<ReturnType<typeof renderApp>>['user'];

function signUpHandler(bodies: unknown[], refusal?: string) {
  return http.post(apiUrl('signUp'), async ({ request }) => {
    bodies.push(await request.json());
    if (refusal) return apiErrorJson(409, refusal);
    return contractJson('signUp', {
      status: true,
      message: strings.loginSuccessful,
      data: { userToken: 'token-new', user: signedInUserFixture },
    });
  });
}

async function openSignUpForm(user: User) {
  await user.click(await within(await screen.findByRole('banner')).findByRole('button', { name: strings.signUp }));
  await user.click(
    within(await screen.findByRole('dialog', { name: strings.ageDialogTitle })).getByRole('button', { name: strings.confirm }),
  );
  return screen.findByRole('dialog', { name: 'Create your account' });
}

async function fill(user: User, form: HTMLElement, values: { userName: string; password: string; confirm: string; mobile: string }) {
  await user.type(within(form).getByRole('textbox', { name: strings.username }), values.userName);
  await user.type(within(form).getByLabelText(strings.password), values.password);
  await user.type(within(form).getByLabelText('Confirm Password'), values.confirm);
  await user.type(within(form).getByRole('textbox', { name: 'Mobile Number' }), values.mobile);
  await user.click(within(form).getByRole('button', { name: 'Create Account' }));
}

describe('sign up (our addition: POST auth/signup)', () => {
  beforeEach(() => {
    setViewportWidth(NARROW);
    server.use(
      domainConfigHandler({ ...domainConfigFixture, signup: true }),
      ipLookupHandler(),
      passwordHistoryHandler(),
      horseRacesHandler([]),
      ...loggedInHandlers(),
    );
  });

  it('DOM-06 Sign Up opens the registration form; bad fields show why and send nothing; a valid form signs the bettor in', async () => {
    const bodies: unknown[] = [];
    server.use(signUpHandler(bodies));
    const { user } = await renderApp('/');
    const form = await openSignUpForm(user);

    await fill(user, form, { userName: 'neha', password: 'abc', confirm: 'abd', mobile: '12' });
    expect(within(form).getByText('Password must be at least 6 characters.')).toBeInTheDocument();
    expect(within(form).getByText('Passwords do not match.')).toBeInTheDocument();
    expect(within(form).getByText('Enter a mobile number of 7 to 15 digits.')).toBeInTheDocument();
    expect(bodies).toEqual([]);

    for (const field of [within(form).getByLabelText(strings.password), within(form).getByLabelText('Confirm Password')]) {
      await user.clear(field);
    }
    await user.clear(within(form).getByRole('textbox', { name: 'Mobile Number' }));
    await user.clear(within(form).getByRole('textbox', { name: strings.username }));
    await fill(user, form, { userName: 'neha', password: 'secret-77', confirm: 'secret-77', mobile: '98765 43210' });

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Create your account' })).not.toBeInTheDocument());
    expect(bodies).toEqual([
      {
        userName: 'neha',
        password: 'secret-77',
        confirmPassword: 'secret-77',
        mobile: '98765 43210',
        deviceIp: '203.0.113.7',
        ipInfo: { query: '203.0.113.7' },
      },
    ]);
    expect(await screen.findByText(strings.loginSuccessful)).toBeInTheDocument();
    expect(await within(screen.getByRole('banner')).findByText(strings.balance)).toBeInTheDocument();
  });

  it('a refused sign-up shows the server message and keeps the form open', async () => {
    server.use(signUpHandler([], 'This user name is already taken.'));
    const { user } = await renderApp('/');
    const form = await openSignUpForm(user);
    await fill(user, form, { userName: 'taken', password: 'secret-77', confirm: 'secret-77', mobile: '9876543210' });
    expect(await screen.findByText('This user name is already taken.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Create your account' })).toBeInTheDocument();
  });
});
