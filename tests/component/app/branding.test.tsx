import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { strings } from '../../../contract/strings';
import { deferred } from '../support/deferred';
import { domainConfigFixture } from '../support/fixtures';
import { domainConfigHandler, unknownHostHandler } from '../support/handlers/domain';
import { renderApp } from '../support/renderApp';
import { server } from '../support/server';

const toggleName = 'toggle light or dark theme';
/** builtInColors.backgroundDark: the fixture's light backgroundColor does not suit dark mode (OPEN-027). */
const darkPage = 'rgb(13, 17, 23)';
const fixturePage = 'rgb(244, 246, 245)';

describe('domain branding', () => {
  it('SHELL-02 DOM-10 the loading spinner is drawn in the primary colour (known from an earlier visit)', async () => {
    localStorage.setItem('state.domainConfig', JSON.stringify({ ...domainConfigFixture, primaryColor: '#aa0000' }));
    const answer = deferred();
    server.use(domainConfigHandler({ ...domainConfigFixture, primaryColor: '#aa0000' }, answer.promise));
    await renderApp('/');
    expect(await screen.findByText(strings.loading)).toBeInTheDocument();
    expect(getComputedStyle(screen.getByRole('progressbar')).color).toBe('rgb(170, 0, 0)');
    answer.resolve();
    expect(await screen.findByRole('heading', { name: 'Royal Exchange' })).toBeInTheDocument();
  });

  it('DOM-03 the tab title is the domain title and the favicon its favIconUrl', async () => {
    await renderApp('/');
    await waitFor(() => expect(document.title).toBe('Royal Exchange'));
    expect(document.querySelector('link[rel~="icon"]')).toHaveAttribute('href', '/brand/favicon.svg');
  });

  it('DOM-15 another host config shows another title and logo without rebuilding', async () => {
    server.use(domainConfigHandler({ ...domainConfigFixture, title: 'Silver Book', logoUrl: '/brand/silver.svg' }));
    await renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Silver Book' })).toBeInTheDocument();
    expect(screen.getAllByRole('img', { name: 'Silver Book' })[0]).toHaveAttribute('src', '/brand/silver.svg');
  });

  it('DOM-08 OPEN-026 a forced dark mode hides the theme toggle and ignores the stored theme', async () => {
    localStorage.setItem('theme', 'light');
    server.use(domainConfigHandler({ ...domainConfigFixture, defaultDarkMode: true }));
    await renderApp('/');
    await screen.findByRole('banner');
    expect(screen.queryByRole('button', { name: toggleName })).not.toBeInTheDocument();
    expect(getComputedStyle(document.body).backgroundColor).toBe(darkPage);
  });

  it('STATE-06 without forced dark mode the toggle switches the theme and stores it under "theme"', async () => {
    const { user } = await renderApp('/');
    await user.click(await screen.findByRole('button', { name: toggleName }));
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(getComputedStyle(document.body).backgroundColor).toBe(darkPage);
    await user.click(screen.getByRole('button', { name: toggleName }));
    expect(localStorage.getItem('theme')).toBe('light');
    expect(getComputedStyle(document.body).backgroundColor).toBe(fixturePage);
  });

  it('OPEN-028 an unknown host shows the 404 text and no branded header', async () => {
    server.use(unknownHostHandler());
    await renderApp('/');
    expect(await screen.findByText(strings.lostPage)).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  });
});
