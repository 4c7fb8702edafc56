import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loggedInHandlers } from '../../support/handlers/account';
import { renderApp } from '../../support/renderApp';
import { server } from '../../support/server';
import { seedLoggedInSession } from '../../support/session';
import { WIDE, setViewportWidth } from '../../support/viewport';
import { streamCells } from './streamTable';

describe('QA console /test (live)', () => {
  beforeEach(() => setViewportWidth(WIDE));
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('OPEN-001 POLL-01 POLL-02 POLL-03 lists live streams; header and console share one user-details and one exposure request', async () => {
    seedLoggedInSession();
    const calls: string[] = [];
    server.use(...loggedInHandlers({ calls }));
    await renderApp('/test');
    await screen.findByRole('table', { name: 'Live streams' });
    await waitFor(() => expect(streamCells('userDetails').requests).toHaveTextContent('1'));
    expect(streamCells('exposure').requests).toHaveTextContent('1');
    expect(streamCells('tradeList').requests).toHaveTextContent('1');
    expect(streamCells('domainByHost').status).toHaveTextContent('ok');
    expect(streamCells('exposure').value).toHaveTextContent('{"status":true,"data":0}');
    expect(calls.filter((call) => call === 'userDetails')).toHaveLength(1);
    expect(calls.filter((call) => call === 'exposure')).toHaveLength(1);
    expect(screen.getByText('Live')).toBeInTheDocument();
  });

  it('POLL-04 logged out, the console subscribes the account streams but no account request is made; it states the account cadence', async () => {
    await renderApp('/test');
    await waitFor(() => expect(streamCells('domainByHost').status).toHaveTextContent('ok'));
    const table = screen.getByRole('table', { name: 'Live streams' });
    for (const name of ['userDetails', 'exposure', 'tradeList']) expect(within(table).queryByText(name)).not.toBeInTheDocument();
    // The hidden-tab cadence is our choice against the spec's constants: the console says so plainly.
    expect(
      screen.getByText("Refreshed every 20 s, as the spec says; every 60 s while the tab is hidden — our choice, not the spec's."),
    ).toBeInTheDocument();
  });

  it('OPEN-001 records (loading a replay is off meanwhile) and downloads a recording that starts with its header, the session and what the screen shows', async () => {
    const saved: Blob[] = [];
    vi.stubGlobal(
      'URL',
      class extends URL {
        static override createObjectURL = (blob: Blob) => (saved.push(blob), 'blob:recording');
        static override revokeObjectURL = () => undefined;
      },
    );
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { user } = await renderApp('/test');
    await waitFor(() => expect(streamCells('domainByHost').status).toHaveTextContent('ok'));
    // The shell's game links load the events list on every page, /test included.
    await waitFor(() => expect(streamCells('events').status).toHaveTextContent('ok'));
    expect(screen.getByRole('button', { name: 'Download' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Start recording' }));
    expect(screen.getByLabelText('Load recording')).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Stop recording' }));
    expect(screen.getByLabelText('Load recording')).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Download' }));

    const rows =
      (await saved[0]?.text())
        ?.trimEnd()
        .split('\n')
        .map((row) => JSON.parse(row) as { name: string }) ?? [];
    expect(rows.map((row) => row.name)).toEqual(['$recording', '$session', 'domainByHost', 'events']);
    expect(rows[0]).toMatchObject({ payload: { version: 1, host: 'localhost' } });
    expect(clicked.mock.contexts[0]).toMatchObject({ download: expect.stringMatching(/^recording-.*\.jsonl$/) });
    expect(screen.getByRole('button', { name: 'Start recording' })).toBeEnabled();
  });
});
