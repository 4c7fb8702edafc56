import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { PasswordHistoryRow } from '../../../../contract/auth';
import { strings } from '../../../../contract/strings';
import { loggedInHandlers } from '../../support/handlers/account';
import { pagedHandler, type RecordRequest } from '../../support/handlers/records';
import { RECORD_TEST_TIMEOUT_MS, findRecordGrid } from '../../support/records';
import { renderApp } from '../../support/renderApp';
import { server } from '../../support/server';
import { seedLoggedInSession } from '../../support/session';
import { WIDE, setViewportWidth } from '../../support/viewport';

const changes = (count: number): PasswordHistoryRow[] =>
  Array.from({ length: count }, (_, index) => ({
    updatedOf: 'alice',
    updatedBy: `operator-${index + 1}`,
    createdAt: new Date(Date.UTC(2026, 10, 1, 10, index)).toISOString(),
  }));

describe('password history', { timeout: RECORD_TEST_TIMEOUT_MS }, () => {
  beforeEach(() => {
    setViewportWidth(WIDE);
    seedLoggedInSession();
  });

  it('REC-18 REC-01 REC-05 asks for page 1 of 10 and shows the rows', async () => {
    const requests: RecordRequest[] = [];
    server.use(...loggedInHandlers(), pagedHandler('passwordHistory', changes(3), requests));
    await renderApp('/passwordhistory');
    const grid = await findRecordGrid(strings.passwordHistory);
    expect(within(grid).getByText('operator-3')).toBeInTheDocument();
    expect(requests.map((r) => r.params)).toEqual([{ page: '1', pageSize: '10' }]);
  });

  it('REC-02 MSG-15 an empty history shows "No Data Found!"', async () => {
    server.use(...loggedInHandlers(), pagedHandler('passwordHistory', []));
    await renderApp('/passwordhistory');
    const grid = await findRecordGrid(strings.passwordHistory);
    expect(within(grid).getByText(strings.noDataFound)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: strings.passwordHistory })).toBeInTheDocument();
  });
});
