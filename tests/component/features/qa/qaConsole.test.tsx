import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { domainConfigFixture } from '../../support/fixtures';
import { loggedInHandlers } from '../../support/handlers/account';
import { renderApp } from '../../support/renderApp';
import { server } from '../../support/server';
import { seedLoggedInSession } from '../../support/session';
import { WIDE, setViewportWidth } from '../../support/viewport';

function streamRow(name: string) {
  const table = screen.getByRole('table', { name: 'Live streams' });
  const cell = within(table).getByText(name);
  const row = cell.closest('tr');
  if (!row) throw new Error(`no row for ${name}`);
  return row;
}

const recording = [
  { t: 0, name: 'domainByHost', key: 'domain/host/localhost', payload: { status: true, data: domainConfigFixture } },
  { t: 5000, name: 'domainByHost', key: 'domain/host/localhost', payload: { status: true, data: domainConfigFixture } },
]
  .map((line) => JSON.stringify(line))
  .join('\n');

describe('QA console /test', () => {
  beforeEach(() => setViewportWidth(WIDE));

  it('OPEN-001 POLL-01 POLL-02 POLL-03 lists live streams; header and console share one user-details and one exposure request', async () => {
    seedLoggedInSession();
    const calls: string[] = [];
    server.use(...loggedInHandlers({ calls }));
    await renderApp('/test');
    await screen.findByRole('table', { name: 'Live streams' });
    await waitFor(() => expect(within(streamRow('userDetails')).getAllByRole('cell')[4]).toHaveTextContent('1'));
    expect(within(streamRow('exposure')).getAllByRole('cell')[4]).toHaveTextContent('1');
    expect(within(streamRow('tradeList')).getAllByRole('cell')[4]).toHaveTextContent('1');
    expect(within(streamRow('domainByHost')).getAllByRole('cell')[2]).toHaveTextContent('ok');
    expect(calls.filter((call) => call === 'userDetails')).toHaveLength(1);
    expect(calls.filter((call) => call === 'exposure')).toHaveLength(1);
  });

  it('POLL-04 logged out, the console subscribes the account streams but no account request is made', async () => {
    await renderApp('/test');
    await waitFor(() => expect(within(streamRow('domainByHost')).getAllByRole('cell')[2]).toHaveTextContent('ok'));
    const table = screen.getByRole('table', { name: 'Live streams' });
    for (const name of ['userDetails', 'exposure', 'tradeList']) expect(within(table).queryByText(name)).not.toBeInTheDocument();
  });

  it('OPEN-001 records values and offers the recording for download', async () => {
    const { user } = await renderApp('/test');
    const download = await screen.findByRole('button', { name: 'Download' });
    expect(download).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Start recording' }));
    expect(screen.getByRole('button', { name: 'Stop recording' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Stop recording' }));
    expect(screen.getByRole('button', { name: 'Start recording' })).toBeEnabled();
  });

  it('OPEN-001 a loaded recording shows play, speed and the seek position', async () => {
    const { user } = await renderApp('/test');
    const input = await screen.findByLabelText('Load recording');
    await user.upload(input, new File([recording], 'recording.jsonl', { type: 'application/x-ndjson' }));
    expect(await screen.findByRole('button', { name: 'Play' })).toBeInTheDocument();
    expect(screen.getByText('0:00.0 / 0:05.0')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '10×' }));
    expect(screen.getByRole('button', { name: '10×' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Back to live' }));
    expect(screen.queryByRole('button', { name: 'Play' })).not.toBeInTheDocument();
  });

  it('OPEN-001 a bad recording is rejected with the line that is wrong', async () => {
    const { user } = await renderApp('/test');
    const input = await screen.findByLabelText('Load recording');
    await user.upload(input, new File(['not json'], 'bad.jsonl'));
    expect(await screen.findByText(/^Line 1:/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Play' })).not.toBeInTheDocument();
  });
});
