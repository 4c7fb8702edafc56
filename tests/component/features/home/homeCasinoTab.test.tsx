import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { strings } from '../../../../contract/strings';
import { listItem } from '../../support/casinoFixtures';
import { domainConfigFixture } from '../../support/fixtures';
import { casinoListHandler } from '../../support/handlers/casino';
import { domainConfigHandler } from '../../support/handlers/domain';
import { eventsHandler, matchesBySportHandler } from '../../support/handlers/sports';
import { renderApp } from '../../support/renderApp';
import { server } from '../../support/server';

const LIST = [
  listItem('teen20', '20-20 Teenpatti', { eventId: 56767 }),
  listItem('baccarat', 'Baccarat', { comingSoon: true, eventId: null }),
];

describe('home Casino tab', () => {
  it('HOME-03 the Casino tab shows the casino lobby itself: provider tabs, the cards in the domain layout, a card asks a visitor to log in', async () => {
    server.use(
      domainConfigHandler({ ...domainConfigFixture, layout: 'aura', casinoImageKey: '' }),
      eventsHandler(),
      matchesBySportHandler({}),
      casinoListHandler(LIST),
    );
    const { user } = await renderApp('/');
    await user.click(await screen.findByRole('tab', { name: 'Casino' }, { timeout: 12_000 }));
    const grid = await screen.findByRole('list', { name: strings.casinoProviders[0] });
    expect(screen.getByRole('tablist', { name: strings.liveCasino })).toBeInTheDocument();
    expect(grid.closest('[data-layout]')).toHaveAttribute('data-layout', 'aura');
    expect(
      within(grid)
        .getAllByRole('button', { hidden: true })
        .map((card) => card.getAttribute('aria-label')),
    ).toEqual(['20-20 Teenpatti', 'Baccarat', 'Ezugi']);
    await user.click(within(grid).getByRole('button', { name: '20-20 Teenpatti' }));
    expect(await screen.findByRole('dialog', { name: strings.ageDialogTitle })).toBeInTheDocument();
  });
});
