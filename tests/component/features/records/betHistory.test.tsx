import { screen, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { beforeEach, describe, expect, it } from 'vitest';
import { strings } from '../../../../contract/strings';
import { loggedInHandlers } from '../../support/handlers/account';
import { pagedHandler, type RecordRequest } from '../../support/handlers/records';
import { eventsHandler } from '../../support/handlers/sports';
import { betFixture } from '../../support/recordFixtures';
import { RECORD_TEST_TIMEOUT_MS, chooseOption, dayEnd, dayStart, findRecordGrid, settled } from '../../support/records';
import { renderApp } from '../../support/renderApp';
import { server } from '../../support/server';
import { seedLoggedInSession } from '../../support/session';
import { WIDE, setViewportWidth } from '../../support/viewport';

const title = strings.betsHistory;
const headers = (grid: HTMLElement) =>
  within(grid)
    .getAllByRole('columnheader')
    .map((header) => header.textContent);

describe('bet history', { timeout: RECORD_TEST_TIMEOUT_MS }, () => {
  beforeEach(() => {
    setViewportWidth(WIDE);
    seedLoggedInSession();
  });

  it('REC-13 OPEN-103 REC-14 asks for today’s unsettled bets of all sports, without Settle Time and Settled As', async () => {
    const requests: RecordRequest[] = [];
    server.use(
      ...loggedInHandlers(),
      eventsHandler(),
      pagedHandler('betHistory', [{ ...betFixture, case: '', settledAt: null }], requests),
    );
    await renderApp('/betshistory');
    const grid = await findRecordGrid(title);
    const today = dayjs();
    expect(requests[0]?.body).toEqual({ status: 'unsettled', sportsName: 'all', from: dayStart(today), to: dayEnd(today) });
    expect(within(grid).getByText(betFixture.event)).toBeInTheDocument();
    // The side as the bettor reads it, not the API's lower-case value.
    expect(betFixture.type).toBe('back');
    expect(within(grid).getByText('Back')).toBeInTheDocument();
    expect(headers(grid)).not.toContain(strings.settleTime);
    expect(headers(grid)).not.toContain(strings.settledAs);
  });

  it('REC-14 settled bets show Settle Time and Settled As; the sport select sends the sport’s name', async () => {
    const requests: RecordRequest[] = [];
    server.use(...loggedInHandlers(), eventsHandler(), pagedHandler('betHistory', [betFixture], requests));
    const { user } = await renderApp('/betshistory');
    const grid = await findRecordGrid(title);
    await chooseOption(user, strings.betStatus, strings.betStatusSettled);
    await settled(grid);
    expect(headers(grid)).toEqual(expect.arrayContaining([strings.settleTime, strings.settledAs]));
    expect(within(grid).getByText('win')).toBeInTheDocument();
    await chooseOption(user, strings.betHistorySport, 'Casino');
    await settled(grid);
    expect(requests.map((request) => request.body)).toMatchObject([
      { status: 'unsettled', sportsName: 'all' },
      { status: 'settled', sportsName: 'all' },
      { status: 'settled', sportsName: 'Casino' },
    ]);
    expect(screen.getByRole('combobox', { name: strings.betHistorySport })).toHaveTextContent('Casino');
  });

  it('each bet says what of the order matched, at what average price, and what became of the rest', async () => {
    const partly = {
      ...betFixture,
      case: '',
      settledAt: null,
      sizeMatched: 40,
      sizeRemaining: 0,
      sizeCancelled: 0,
      sizeLapsed: 460,
      averagePriceMatched: 2.52,
      status: 'EXECUTION_COMPLETE' as const,
    };
    server.use(...loggedInHandlers(), eventsHandler(), pagedHandler('betHistory', [partly]));
    await renderApp('/betshistory');
    const grid = await findRecordGrid(title);
    expect(headers(grid)).toEqual(expect.arrayContaining([strings.columnOrder, strings.columnMatched, strings.columnAveragePriceMatched]));
    expect(within(grid).getByText('Matched · Lapsed')).toBeInTheDocument();
    expect(within(grid).getByText('40.00')).toBeInTheDocument();
    expect(within(grid).getByText('2.52')).toBeInTheDocument();
  });
});
