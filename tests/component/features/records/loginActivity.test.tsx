import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { LoginActivityRow } from '../../../../contract/auth';
import { strings } from '../../../../contract/strings';
import { signedInUserFixture } from '../../support/fixtures';
import { loggedInHandlers } from '../../support/handlers/account';
import { failingRecordHandler, pagedHandler, type RecordRequest } from '../../support/handlers/records';
import { RECORD_TEST_TIMEOUT_MS, findRecordGrid } from '../../support/records';
import { renderApp } from '../../support/renderApp';
import { server } from '../../support/server';
import { seedLoggedInSession } from '../../support/session';
import { WIDE, setViewportWidth } from '../../support/viewport';

const login: LoginActivityRow = {
  loginTime: '2026-11-20T08:15:00.000Z',
  loginStatus: 'Success',
  deviceIp: '203.0.113.7',
  isp: 'Example Broadband',
  city: 'Mumbai',
  state: 'Maharashtra',
  country: 'India',
};

describe('login activity', { timeout: RECORD_TEST_TIMEOUT_MS }, () => {
  beforeEach(() => {
    setViewportWidth(WIDE);
    seedLoggedInSession();
  });

  it('REC-19 asks for the signed-in user’s logins and shows where they came from', async () => {
    const requests: RecordRequest[] = [];
    server.use(...loggedInHandlers(), pagedHandler('loginActivity', [login], requests));
    await renderApp('/loginactivity');
    const grid = await findRecordGrid(strings.activityLog);
    for (const text of ['Success', '203.0.113.7', 'Example Broadband', 'Mumbai', 'Maharashtra', 'India']) {
      expect(within(grid).getByText(text)).toBeInTheDocument();
    }
    expect(requests[0]?.params).toEqual({ userId: signedInUserFixture._id, page: '1', pageSize: '10' });
  });

  it('REC-20 MSG-20 a failure shows the server’s message as a toast', async () => {
    server.use(...loggedInHandlers(), failingRecordHandler('loginActivity', 503, 'Activity log is resting'));
    await renderApp('/loginactivity');
    await findRecordGrid(strings.activityLog);
    expect(await screen.findByRole('alert')).toHaveTextContent('Activity log is resting');
    expect(screen.getAllByText('Activity log is resting')).toHaveLength(1);
  });
});
