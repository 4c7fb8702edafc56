import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { strings } from '../../../contract/strings';
import { liveBetFixture } from '../support/fixtures';
import { loggedInHandlers } from '../support/handlers/account';
import { betDetailsHandler } from '../support/handlers/casino';
import { renderApp } from '../support/renderApp';
import { server } from '../support/server';
import { seedLoggedInSession } from '../support/session';
import { NARROW, WIDE, setViewportWidth } from '../support/viewport';

describe('header, logged in', () => {
  beforeEach(() => {
    setViewportWidth(WIDE);
    seedLoggedInSession();
  });

  it('SHELL-27 CONST-07 OPEN-132 shows balance = openingBalance − exposure and exposure, with currency and 2 decimals', async () => {
    server.use(...loggedInHandlers({ exposure: 1500 }));
    await renderApp('/');
    const banner = await screen.findByRole('banner');
    expect(await within(banner).findByText('8,500.00')).toBeInTheDocument();
    expect(within(banner).getByText('1,500.00')).toBeInTheDocument();
    expect(within(banner).getAllByText('INR')).toHaveLength(2);
    expect(within(banner).getByText(strings.balance)).toBeInTheDocument();
    expect(within(banner).getByText(strings.exposure)).toBeInTheDocument();
  });

  it('SHELL-27 shows refresh, Bets, Settings (to /settings) and the account menu, and no inline login', async () => {
    server.use(...loggedInHandlers());
    await renderApp('/');
    const banner = await screen.findByRole('banner');
    expect(await within(banner).findByRole('button', { name: strings.refresh })).toBeInTheDocument();
    expect(within(banner).getByRole('button', { name: strings.bets })).toBeInTheDocument();
    expect(within(banner).getByRole('link', { name: strings.settings })).toHaveAttribute('href', '#/settings');
    expect(within(banner).getByRole('button', { name: 'account menu' })).toBeInTheDocument();
    expect(within(banner).queryByRole('textbox', { name: strings.username })).not.toBeInTheDocument();
    expect(within(banner).queryByRole('button', { name: strings.login })).not.toBeInTheDocument();
  });

  it('SHELL-38 the account menu lists its entries in order', async () => {
    server.use(...loggedInHandlers());
    const { user } = await renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'account menu' }));
    const items = within(await screen.findByRole('menu')).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      strings.myProfile,
      strings.accountMenuStatement,
      strings.betsHistory,
      strings.profitAndLoss,
      strings.passwordHistory,
      strings.activityLog,
      strings.logout,
    ]);
  });

  it('OPEN-011 the refresh control refetches user details and exposure at once', async () => {
    const calls: string[] = [];
    server.use(...loggedInHandlers({ calls }));
    const { user } = await renderApp('/');
    await waitFor(() => expect([...calls].sort()).toEqual(['exposure', 'userDetails']));
    await user.click(await screen.findByRole('button', { name: strings.refresh }));
    await waitFor(() => expect([...calls].sort()).toEqual(['exposure', 'exposure', 'userDetails', 'userDetails']));
  });

  it('SHELL-33 MSG-14 Open Bets shows "Select market" and "No real time records found" when empty', async () => {
    server.use(...loggedInHandlers({ trades: [] }));
    const { user } = await renderApp('/');
    await user.click(await screen.findByRole('button', { name: strings.bets }));
    const panel = await screen.findByRole('dialog', { name: strings.openBets });
    expect(within(panel).getByLabelText(strings.selectMarket)).toBeInTheDocument();
    expect(within(panel).getByText(strings.noRealTimeRecords)).toBeInTheDocument();
  });

  it('SHELL-33 STATE-10 Open Bets lists the open markets from the trade list', async () => {
    server.use(...loggedInHandlers({ trades: [liveBetFixture] }), betDetailsHandler());
    const { user } = await renderApp('/');
    await user.click(await screen.findByRole('button', { name: strings.bets }));
    const panel = await screen.findByRole('dialog', { name: strings.openBets });
    expect(await within(panel).findByRole('link', { name: new RegExp(liveBetFixture.event) })).toBeInTheDocument();
    expect(within(panel).queryByText(strings.noRealTimeRecords)).not.toBeInTheDocument();
  });
});

describe('header, logged in, phone', () => {
  it('SHELL-27 CONST-07 a 390 px screen still shows balance, exposure and every control', async () => {
    setViewportWidth(NARROW);
    seedLoggedInSession();
    server.use(...loggedInHandlers({ exposure: 250.5 }));
    await renderApp('/');
    const banner = await screen.findByRole('banner');
    expect(await within(banner).findByText('9,749.50')).toBeInTheDocument();
    expect(within(banner).getByText('250.50')).toBeInTheDocument();
    for (const name of [strings.refresh, strings.bets, 'account menu']) {
      expect(within(banner).getByRole('button', { name })).toBeInTheDocument();
    }
    expect(within(banner).getByRole('link', { name: strings.settings })).toHaveAttribute('href', '#/settings');
  });
});
