import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import type { BetPayload, ExistingBet } from '../../../../contract/bets';
import type { CasinoGame, CasinoLive, CasinoResult } from '../../../../contract/casino';
import { loggedInHandlers } from '../../support/handlers/account';
import { betDetailsHandler, casinoDataHandler, casinoGamesHandler, placeBetHandler } from '../../support/handlers/casino';
import { renderApp } from '../../support/renderApp';
import { server } from '../../support/server';
import { seedLoggedInSession } from '../../support/session';

/** Opens a table on the play page with msw answering its data; `state.live` can be changed between polls. */
export async function openTable(
  game: CasinoGame,
  initial: CasinoLive,
  options: { results?: CasinoResult[]; loggedIn?: boolean; bets?: ExistingBet[] } = {},
) {
  const state = { live: initial as CasinoLive | null, results: options.results ?? [] };
  const bets: BetPayload[] = [];
  if (options.loggedIn !== false) {
    seedLoggedInSession();
    server.use(...loggedInHandlers(), betDetailsHandler(options.bets), placeBetHandler(bets));
  }
  server.use(
    casinoGamesHandler([game]),
    casinoDataHandler(() => (state.live ? { ...state.live, result: state.results } : null)),
  );
  const app = await renderApp(`/play-casino-new/${game.eventId}/${game.casinoType}`);
  const board = await screen.findByTestId('betting-board');
  await waitFor(() => expect(board.querySelector('[data-sid]')).not.toBeNull());
  return { ...app, state, bets };
}
