import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { beforeEach, describe, expect, it } from 'vitest';
import { strings } from '../../../../contract/strings';
import { domainConfigFixture, signedInUserFixture } from '../../support/fixtures';
import { loggedInHandlers } from '../../support/handlers/account';
import { domainConfigHandler } from '../../support/handlers/domain';
import { betDetailHandler, pagedHandler, type RecordRequest } from '../../support/handlers/records';
import { betFixture, statementRows, withdrawalRow, wonStatementRow } from '../../support/recordFixtures';
import {
  RECORD_TEST_TIMEOUT_MS,
  chooseOption,
  choosePageSize,
  dayEnd,
  dayStart,
  findRecordGrid,
  nextPageButton,
  settled,
} from '../../support/records';
import { renderApp } from '../../support/renderApp';
import { server } from '../../support/server';
import { seedLoggedInSession } from '../../support/session';
import { WIDE, setViewportWidth } from '../../support/viewport';

const title = strings.accountMenuStatement;
const bodies = (requests: RecordRequest[]) => requests.map((request) => request.body);
const pages = (requests: RecordRequest[]) => requests.map((request) => request.params);

describe('account statement', { timeout: RECORD_TEST_TIMEOUT_MS }, () => {
  beforeEach(() => {
    setViewportWidth(WIDE);
    seedLoggedInSession();
  });

  it('REC-08 OPEN-101 OPEN-102 asks for today of the signed-in user, filter all, page 1 of 10', async () => {
    const requests: RecordRequest[] = [];
    server.use(...loggedInHandlers(), pagedHandler('statement', [], requests));
    await renderApp('/accountstatement');
    await findRecordGrid(title);
    const today = dayjs();
    expect(bodies(requests)).toEqual([{ userId: signedInUserFixture._id, from: dayStart(today), to: dayEnd(today), filter: 'all' }]);
    expect(pages(requests)).toEqual([{ page: '1', pageSize: '10' }]);
    expect(screen.getByRole('combobox', { name: strings.dataSource })).not.toHaveTextContent(/DATA/);
  });

  it('REC-09 OPEN-104 OPEN-105 shows Deposit for "deposite", the signed amount and the balance after each row', async () => {
    server.use(...loggedInHandlers(), pagedHandler('statement', [wonStatementRow, withdrawalRow]));
    await renderApp('/accountstatement');
    const grid = await findRecordGrid(title);
    const [won, withdrawn] = within(grid).getAllByRole('row').slice(1);
    expect(within(won!).getByText(strings.deposit)).toBeInTheDocument();
    expect(within(won!).getByText('450.00')).toBeInTheDocument();
    expect(within(won!).getByText('10,450.00')).toBeInTheDocument();
    expect(within(withdrawn!).getByText(strings.withdraw)).toBeInTheDocument();
    expect(within(withdrawn!).getByText('-200.00')).toBeInTheDocument();
    expect(within(withdrawn!).getByText('10,250.00')).toBeInTheDocument();
    expect(within(grid).queryByText('deposite')).not.toBeInTheDocument();
  });

  it('REC-10 REC-11 a row with a betId opens that bet’s detail from GET /bet/{betId}', async () => {
    server.use(...loggedInHandlers(), pagedHandler('statement', [wonStatementRow, withdrawalRow]), betDetailHandler(betFixture));
    const { user } = await renderApp('/accountstatement');
    const grid = await findRecordGrid(title);
    expect(within(grid).queryByRole('button', { name: withdrawalRow.displayText })).not.toBeInTheDocument();
    await user.click(within(grid).getByRole('button', { name: wonStatementRow.displayText }));
    const dialog = await screen.findByRole('dialog', { name: strings.betDetailTitle });
    expect(await within(dialog).findByText(betFixture.betId)).toBeInTheDocument();
    for (const text of ['India', 'back', 'Match Odds', 'win', '500.00', 'market-1']) {
      expect(within(dialog).getByText(text)).toBeInTheDocument();
    }
  });

  it('REC-12 SHELL-21 DOM-07 a suspended domain sends the statement to /notfound', async () => {
    server.use(domainConfigHandler({ ...domainConfigFixture, status: 'suspend' }), ...loggedInHandlers());
    await renderApp('/accountstatement');
    expect(await screen.findByText(strings.lostPage, {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(window.location.hash).toBe('#/notfound');
  });

  it('SHELL-35 OPEN-006 an anonymous visitor goes to /', async () => {
    localStorage.clear();
    await renderApp('/accountstatement');
    await waitFor(() => expect(window.location.hash).toBe('#/'), { timeout: 15_000 });
  });

  it('REC-01 REC-05 OPEN-107 CONST-15 pages through the statement; a new page size goes back to page 1', async () => {
    const requests: RecordRequest[] = [];
    server.use(...loggedInHandlers(), pagedHandler('statement', statementRows(30), requests));
    const { user } = await renderApp('/accountstatement');
    const grid = await findRecordGrid(title);
    expect(within(grid).getAllByRole('row')).toHaveLength(11);
    await user.click(nextPageButton(grid));
    await settled(grid);
    expect(within(grid).getByText('Row 11')).toBeInTheDocument();
    expect(await choosePageSize(user, grid, 25)).toEqual(['10', '25', '50', '100']);
    await settled(grid);
    expect(within(grid).getByText('Row 25')).toBeInTheDocument();
    expect(pages(requests)).toEqual([
      { page: '1', pageSize: '10' },
      { page: '2', pageSize: '10' },
      { page: '1', pageSize: '25' },
    ]);
  });

  it('REC-06 OPEN-102 CONST-15 BACKUP DATA and OLD DATA ask for 30 and 90 days before yesterday, from page 1', async () => {
    const requests: RecordRequest[] = [];
    server.use(...loggedInHandlers(), pagedHandler('statement', statementRows(30), requests));
    const { user } = await renderApp('/accountstatement');
    const grid = await findRecordGrid(title);
    await user.click(nextPageButton(grid));
    await settled(grid);
    await chooseOption(user, strings.dataSource, strings.backupData);
    await settled(grid);
    const yesterday = dayjs().subtract(1, 'day');
    expect(requests.at(-1)?.body).toMatchObject({ from: dayStart(yesterday.subtract(30, 'day')), to: dayEnd(yesterday) });
    expect(requests.at(-1)?.params).toEqual({ page: '1', pageSize: '10' });

    await chooseOption(user, strings.dataSource, strings.oldData);
    await settled(grid);
    expect(requests.at(-1)?.body).toMatchObject({ from: dayStart(yesterday.subtract(90, 'day')), to: dayEnd(yesterday) });
  });

  it('REC-07 editing a date clears the Data Source and goes back to page 1', async () => {
    const requests: RecordRequest[] = [];
    server.use(...loggedInHandlers(), pagedHandler('statement', statementRows(30), requests));
    const { user } = await renderApp('/accountstatement');
    const grid = await findRecordGrid(title);
    await chooseOption(user, strings.dataSource, strings.oldData);
    await settled(grid);
    await user.click(nextPageButton(grid));
    await settled(grid);
    fireEvent.change(screen.getByLabelText(strings.recordsFrom), { target: { value: '2026-01-05' } });
    await settled(grid);
    const yesterday = dayjs().subtract(1, 'day');
    expect(requests.at(-1)?.body).toMatchObject({ from: dayStart(dayjs('2026-01-05')), to: dayEnd(yesterday) });
    expect(requests.at(-1)?.params).toEqual({ page: '1', pageSize: '10' });
    expect(screen.getByRole('combobox', { name: strings.dataSource })).not.toHaveTextContent(strings.oldData);
  });

  it('OPEN-100 the filter select sends upline or betRecords', async () => {
    const requests: RecordRequest[] = [];
    server.use(...loggedInHandlers(), pagedHandler('statement', [withdrawalRow], requests));
    const { user } = await renderApp('/accountstatement');
    const grid = await findRecordGrid(title);
    await chooseOption(user, strings.recordsFilter, strings.statementFilterBetRecords);
    await settled(grid);
    await chooseOption(user, strings.recordsFilter, strings.statementFilterUpline);
    await settled(grid);
    expect(bodies(requests).map((body) => (body as { filter: string }).filter)).toEqual(['all', 'betRecords', 'upline']);
  });
});
