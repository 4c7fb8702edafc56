import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { strings } from '../../../contract/strings';
import { deferred } from '../support/deferred';
import { domainConfigHandler } from '../support/handlers/domain';
import { currentLocation, renderApp } from '../support/renderApp';
import { server } from '../support/server';

describe('routes', () => {
  it('SHELL-02 shows the Loading... overlay until the domain config arrives', async () => {
    const answer = deferred();
    server.use(domainConfigHandler(undefined, answer.promise));
    await renderApp('/');
    expect(await screen.findByText(strings.loading)).toBeInTheDocument();
    answer.resolve();
    expect(await screen.findByRole('heading', { name: 'Royal Exchange' })).toBeInTheDocument();
    expect(screen.queryByText(strings.loading)).not.toBeInTheDocument();
  });

  it('SHELL-01 SHELL-03 SHELL-23 MSG-18 an unknown path shows the 404 text and Go Back returns to /', async () => {
    const { user } = await renderApp('/no/such/page');
    expect(await screen.findByText(strings.lostPage)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: strings.goBack }));
    expect(currentLocation().pathname).toBe('/');
    expect(window.location.hash).toBe('#/');
    expect(await screen.findByRole('heading', { name: 'Royal Exchange' })).toBeInTheDocument();
  });

  it('SHELL-21 /notfound shows the 404 text', async () => {
    await renderApp('/notfound');
    expect(await screen.findByText(strings.lostPage)).toBeInTheDocument();
  });
});
