import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ProfitLossRow, StatementRow } from '../../../../contract/records';
import { strings } from '../../../../contract/strings';
import { loggedInHandlers } from '../../support/handlers/account';
import { pagedHandler, type RecordRequest } from '../../support/handlers/records';
import { sportLevelRows, wonStatementRow } from '../../support/recordFixtures';
import { RECORD_TEST_TIMEOUT_MS, findRecordGrid, settled } from '../../support/records';
import { renderApp } from '../../support/renderApp';
import { server } from '../../support/server';
import { seedLoggedInSession } from '../../support/session';
import { WIDE, setViewportWidth } from '../../support/viewport';
import { http } from 'msw';
import { apiUrl, contractJson } from '../../support/apiRoute';

const title = strings.profitAndLoss;
const matchRow: ProfitLossRow = { ...sportLevelRows[0]!, eventName: 'India v Australia', matchId: 'match-1' };
const marketRow: ProfitLossRow = { ...matchRow, markettype: 'Match Odds' };
const betRow: ProfitLossRow = {
  ...marketRow,
  bets: 1,
  selection: 'India',
  type: 'back',
  oddsReq: 1.9,
  stake: 500,
  profitloss: 450,
  placeTime: '2026-11-20T09:00:00.000Z',
  settledAt: '2026-11-20T09:30:00.000Z',
};

/** Answers each drill-down level as the server does, by which of eventId, matchId and markettype are sent. */
function profitLossLevels(requests: RecordRequest[]) {
  return http.post(apiUrl('profitLoss'), async ({ request }) => {
    const body = (await request.json()) as Record<string, string>;
    requests.push({ params: {}, body });
    const rows = body.markettype ? [betRow] : body.matchId ? [marketRow] : body.eventId ? [matchRow] : sportLevelRows;
    return contractJson('profitLoss', { status: true, pageItems: rows, currentPage: 1, totalPages: 1 });
  });
}

const settlements = (rows: StatementRow[]) => pagedHandler('statement', rows);

describe('profit & loss', { timeout: RECORD_TEST_TIMEOUT_MS }, () => {
  beforeEach(() => {
    setViewportWidth(WIDE);
    seedLoggedInSession();
  });

  it('REC-15 REC-16 REC-17 OPEN-108 SHELL-09 drills down sport → event → market → bets', async () => {
    const requests: RecordRequest[] = [];
    server.use(...loggedInHandlers(), profitLossLevels(requests), settlements([]));
    const { user } = await renderApp('/profitloss');
    let grid = await findRecordGrid(title);
    expect(within(grid).getByText('-100.00')).toBeInTheDocument();
    await user.click(within(grid).getByRole('link', { name: 'Cricket' }));
    grid = await findRecordGrid(title);
    expect(window.location.hash).toBe('#/profitloss/4');
    await user.click(await within(grid).findByRole('link', { name: 'India v Australia' }));
    grid = await findRecordGrid(title);
    expect(window.location.hash).toBe('#/profitloss/4/match-1');
    await user.click(await within(grid).findByRole('link', { name: 'Match Odds' }));
    grid = await findRecordGrid(title);
    expect(window.location.hash).toBe('#/profitloss/4/match-1/Match%20Odds');
    expect(await within(grid).findByText('India')).toBeInTheDocument();
    expect(within(grid).getByText('500.00')).toBeInTheDocument();
    expect(within(grid).getByText(strings.settleTime)).toBeInTheDocument();
    expect(requests.map((request) => request.body)).toMatchObject([
      {},
      { eventId: '4' },
      { eventId: '4', matchId: 'match-1' },
      { eventId: '4', matchId: 'match-1', markettype: 'Match Odds' },
    ]);
    expect(requests[0]?.body).not.toHaveProperty('eventId');
  });

  it('REC-17 the breadcrumbs lead back up from the bets', async () => {
    server.use(...loggedInHandlers(), profitLossLevels([]), settlements([]));
    const { user } = await renderApp('/profitloss/4/match-1/Match%20Odds');
    await findRecordGrid(title);
    const crumbs = screen.getByRole('navigation', { name: strings.profitAndLoss });
    expect(within(crumbs).getByText('Match Odds')).toHaveAttribute('aria-current', 'page');
    expect(within(crumbs).getByRole('link', { name: 'Cricket' })).toHaveAttribute('href', '#/profitloss/4');
    await user.click(within(crumbs).getByRole('link', { name: 'India v Australia' }));
    await settled(await findRecordGrid(title));
    expect(window.location.hash).toBe('#/profitloss/4/match-1');
    await user.click(within(crumbs).getByRole('link', { name: strings.allSportsCrumb }));
    expect(await screen.findByRole('link', { name: '20-20 Teenpatti' })).toBeInTheDocument();
  });

  it('REC-17 SHELL-10 a casino table leads to its rounds and ends in /Casino', async () => {
    const casinoRound: ProfitLossRow = { ...sportLevelRows[1]!, matchId: 'round-9', markettype: '' };
    server.use(
      ...loggedInHandlers(),
      settlements([]),
      http.post(apiUrl('profitLoss'), async ({ request }) => {
        const body = (await request.json()) as Record<string, string>;
        const rows = body.matchId ? [{ ...casinoRound, markettype: 'Casino' }] : body.eventId ? [casinoRound] : sportLevelRows;
        return contractJson('profitLoss', { status: true, pageItems: rows, currentPage: 1, totalPages: 1 });
      }),
    );
    const { user } = await renderApp('/profitloss');
    await user.click(within(await findRecordGrid(title)).getByRole('link', { name: '20-20 Teenpatti' }));
    await user.click(await within(await findRecordGrid(title)).findByRole('link', { name: '20-20 Teenpatti' }));
    await user.click(await within(await findRecordGrid(title)).findByRole('link', { name: 'Casino' }));
    expect(window.location.hash).toBe('#/profitloss/56767/round-9/Casino');
  });

  it('REC-15 the cumulative line sums the window’s bet settlements (statement filter betRecords)', async () => {
    const lost: StatementRow = { ...wonStatementRow, type: 'withdraw', amount: 100, createdAt: '2026-11-20T11:00:00.000Z' };
    const requests: RecordRequest[] = [];
    server.use(...loggedInHandlers(), profitLossLevels([]), pagedHandler('statement', [wonStatementRow, lost], requests));
    await renderApp('/profitloss');
    const chart = await screen.findByRole('figure', { name: strings.profitLossChartTitle }, { timeout: 40_000 });
    // The axis may carry the same figure: the total is the line that names it.
    expect(
      within(chart).getByText((_, node) => node?.tagName === 'P' && node.textContent === `${strings.profitLossTotal}: 350.00`),
    ).toBeInTheDocument();
    expect(requests[0]?.body).toMatchObject({ filter: 'betRecords' });
    expect(requests[0]?.params).toEqual({ page: '1', pageSize: '100' });
  });
});
