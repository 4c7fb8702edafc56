import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Layout } from '../../../../contract/domain';
import { strings } from '../../../../contract/strings';
import { listItem } from '../../support/casinoFixtures';
import { loggedInHandlers } from '../../support/handlers/account';
import { casinoListHandler } from '../../support/handlers/casino';
import { domainConfigHandler } from '../../support/handlers/domain';
import { domainConfigFixture } from '../../support/fixtures';
import { currentLocation, renderApp } from '../../support/renderApp';
import { server } from '../../support/server';
import { seedLoggedInSession } from '../../support/session';

const LIST = [
  listItem('baccarat', 'Baccarat', { comingSoon: true, eventId: null }),
  listItem('evo', 'Evolution Roulette', { comingSoon: true, eventId: null, provider: 'EVOLUTION' }),
  listItem('teen20', '20-20 Teenpatti', { eventId: 56767 }),
  listItem('nothumb', 'No Picture', { thumbUrl: '', tamannahSquareThumbUrl: '' }),
  listItem('lucky7', 'Lucky 7-A', { eventId: 98789 }),
];

async function openLobby(layout: Layout = 'tamannah', path = '/casino') {
  server.use(domainConfigHandler({ ...domainConfigFixture, layout, casinoImageKey: '' }), casinoListHandler(LIST));
  const app = await renderApp(path);
  const grid = await screen.findByRole('list', { name: 'UNIVERSAL' });
  await within(grid).findByRole('button', { name: '20-20 Teenpatti' });
  return { ...app, grid };
}

const cardNames = (grid: HTMLElement) =>
  within(grid)
    .getAllByRole('listitem')
    .map((item) => item.textContent?.replace(strings.comingSoon, '') ?? '');
const cardImages = (grid: HTMLElement) => [...grid.querySelectorAll('img')].map((img) => img.getAttribute('src'));

describe('casino lobby', () => {
  it('LOBBY-02 ten provider tabs in order', async () => {
    await openLobby();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([...strings.casinoProviders]);
  });

  it('LOBBY-04 LOBBY-07 LOBBY-08 cards need a thumbnail; playable first, coming soon last, Ezugi appended', async () => {
    const { grid } = await openLobby();
    expect(
      within(grid)
        .getAllByRole('button', { hidden: true })
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual(['20-20 Teenpatti', 'Lucky 7-A', 'Baccarat', 'Ezugi']);
    expect(cardNames(grid)).toHaveLength(4);
  });

  it('LOBBY-01 OPEN-025 SHELL-07 OPEN-002 DOM-05 each layout on each lobby path, square thumbnails on tamannahSquare', async () => {
    for (const [layout, path] of [
      ['tamannah', '/casino'],
      ['tamannahSquare', '/casino-new'],
      ['aura', '/new-casino'],
    ] as const) {
      const { grid, unmount } = await openLobby(layout, path);
      expect(document.querySelector(`[data-layout="${layout}"]`)).not.toBeNull();
      expect(cardImages(grid)[0]).toBe(layout === 'tamannahSquare' ? '/casino/thumbs/square/teen20.svg' : '/casino/thumbs/teen20.svg');
      unmount();
    }
  });

  it('LOBBY-05 a coming-soon card shows the tag and cannot be clicked', async () => {
    const { grid } = await openLobby();
    const card = within(grid).getByRole('button', { name: 'Baccarat', hidden: true });
    expect(card).toBeDisabled();
    expect(within(card.closest('li') as HTMLElement).getByText(strings.comingSoon)).toBeInTheDocument();
  });

  it('LOBBY-03 OPEN-074 a tab with its own games shows them; a tab without shows the default list', async () => {
    const { user } = await openLobby();
    await user.click(screen.getByRole('tab', { name: 'EVOLUTION' }));
    const evolution = await screen.findByRole('list', { name: 'EVOLUTION' });
    expect(
      within(evolution)
        .getAllByRole('button', { hidden: true })
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Evolution Roulette', 'Ezugi']);
    await user.click(screen.getByRole('tab', { name: 'SPRIBE' }));
    const spribe = await screen.findByRole('list', { name: 'SPRIBE' });
    expect(within(spribe).getAllByRole('listitem')).toHaveLength(5);
  });

  it('OPEN-077 a logged-out click on a playable card opens the login modal, not the game', async () => {
    const { user, grid } = await openLobby();
    await user.click(within(grid).getByRole('button', { name: '20-20 Teenpatti' }));
    expect(await screen.findByRole('dialog', { name: strings.ageDialogTitle })).toBeInTheDocument();
    expect(currentLocation().pathname).toBe('/casino');
  });

  it('LOBBY-06 SHELL-14 a logged-in click opens /play-casino-new/{eventId}/{casinoType}', async () => {
    seedLoggedInSession();
    server.use(...loggedInHandlers());
    const { user, grid } = await openLobby();
    await user.click(within(grid).getByRole('button', { name: 'Lucky 7-A' }));
    await waitFor(() => expect(currentLocation().pathname).toBe('/play-casino-new/98789/lucky7'));
  });
});
