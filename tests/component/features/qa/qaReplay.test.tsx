import { readFileSync } from 'node:fs';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { strings } from '../../../../contract/strings';
import { formatAmount } from '../../../../src/components/formatAmount';
import { formatPosition } from '../../../../src/features/qa/formatPosition';
import { summarizeValue } from '../../../../src/features/qa/valueSummary';
import { parseRecording } from '../../../../streams/qa/recording';
import { loggedInHandlers } from '../../support/handlers/account';
import { renderApp } from '../../support/renderApp';
import { server } from '../../support/server';
import { seedLoggedInSession } from '../../support/session';
import { WIDE, setViewportWidth } from '../../support/viewport';
import { streamCells } from './streamTable';

const reloads = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../../../streams/core/browser', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../../streams/core/browser')>()),
  reloadPage: () => void (reloads.count += 1),
}));

const RECORDING = readFileSync('tests/recordings/account-session.jsonl', 'utf8');
const parsed = parseRecording(RECORDING);
if (!parsed.ok) throw new Error(parsed.error);
const lastPayload = (name: string, at: number) => parsed.recording.lines.filter((l) => l.name === name && l.t <= at).at(-1)?.payload;
const balanceLines = parsed.recording.lines.filter((l) => l.name === 'userDetails');
/** A second after the recorded balance first changed (the deposit), on a 100 ms step. */
const AFTER_DEPOSIT = Math.ceil(((balanceLines[1]?.t ?? 0) + 1_000) / 100) * 100;

let stopReplay: (() => void) | undefined;

/** What a page reload does after "Load recording": a fresh app whose start-up resumes the handed-over replay. */
async function reloadApp() {
  cleanup();
  vi.resetModules();
  const handoff = await import('../../../../streams/qa/replayHandoff');
  handoff.resumeReplay();
  stopReplay = (await import('../../../../streams/qa/replayer')).stopReplay;
  const { App } = await import('../../../../src/app/App');
  render(<App replaying />);
  return userEvent.setup();
}

async function loadFile(text: string, fileName = 'account-session.jsonl') {
  const { user } = await renderApp('/test');
  await user.upload(await screen.findByLabelText('Load recording'), new File([text], fileName, { type: 'application/x-ndjson' }));
  return user;
}

describe('QA console /test: replay', () => {
  const requests: string[] = [];
  beforeEach(() => {
    setViewportWidth(WIDE);
    reloads.count = 0;
    requests.length = 0;
    server.events.on('request:start', ({ request }) => void requests.push(request.url));
  });
  afterEach(() => {
    stopReplay?.();
    stopReplay = undefined;
    server.events.removeAllListeners();
    sessionStorage.clear();
  });

  it('OPEN-001 a loaded recording restarts the app on it: the recorded user and values show, no request leaves, the own session is untouched', async () => {
    seedLoggedInSession();
    const realStorage = localStorage;
    server.use(...loggedInHandlers());
    await loadFile(RECORDING);
    // The file is read asynchronously after the upload's change event.
    await waitFor(() => expect(reloads.count).toBe(1));
    const ownSession = realStorage.getItem('state.auth');
    expect(ownSession).toContain('token-1');

    requests.length = 0;
    const user = await reloadApp();
    expect(await screen.findByRole('region', { name: 'Replaying' })).toHaveTextContent('account-session.jsonl');
    // The logged-out half of the header loads on its own.
    expect(await screen.findByRole('button', { name: strings.login })).toBeInTheDocument();

    const at = AFTER_DEPOSIT;
    await user.type(screen.getByLabelText('Go to (m:ss)'), `${at / 1_000}{Enter}`);
    const details = lastPayload('userDetails', at) as { data: { openingBalance: number; userName: string } };
    const exposure = (lastPayload('exposure', at) as { data: number }).data;
    const banner = screen.getByRole('banner');
    await waitFor(() => expect(banner).toHaveTextContent(formatAmount(details.data.openingBalance - exposure)));
    expect(banner).toHaveTextContent(details.data.userName);
    expect(screen.getByRole('timer')).toHaveTextContent(formatPosition(at));
    for (const name of ['userDetails', 'exposure', 'tradeList', 'domainByHost']) {
      const key = parsed.recording.lines.find((l) => l.name === name)?.key ?? '';
      expect(streamCells(name).value).toHaveTextContent(summarizeValue(lastPayload(name, at)), { normalizeWhitespace: false });
      expect(streamCells(name).stream).toHaveTextContent(key);
    }
    expect(requests).toEqual([]);
    expect(realStorage.getItem('state.auth')).toBe(ownSession);
  });

  it('OPEN-001 during a replay its bar stays above every other page: a seek there replays that page at that time', async () => {
    seedLoggedInSession();
    server.use(...loggedInHandlers());
    await loadFile(RECORDING);
    await waitFor(() => expect(reloads.count).toBe(1));
    const user = await reloadApp();
    await screen.findByRole('region', { name: 'Replaying' });

    window.location.hash = '#/';
    // The console is gone: its load panel with it.
    await waitFor(() => expect(screen.queryByLabelText('Load recording')).not.toBeInTheDocument());
    const bar = await screen.findByRole('region', { name: 'Replaying' });
    expect(bar).toHaveTextContent('account-session.jsonl');
    const at = AFTER_DEPOSIT;
    await user.type(screen.getByLabelText('Go to (m:ss)'), `${at / 1_000}{Enter}`);
    const details = lastPayload('userDetails', at) as { data: { openingBalance: number } };
    const exposure = (lastPayload('exposure', at) as { data: number }).data;
    await waitFor(() => expect(screen.getByRole('banner')).toHaveTextContent(formatAmount(details.data.openingBalance - exposure)));
    expect(within(bar).getByRole('timer')).toHaveTextContent(formatPosition(at));
  });

  it('OPEN-001 a bad file is reported with its line; nothing is loaded and the live app keeps running', async () => {
    const text = RECORDING.replace('"data":0}', '"data":"lots"}');
    await loadFile(text, 'broken.jsonl');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Recording not loaded: broken.jsonl');
    expect(alert).toHaveTextContent(/Line \d+: payload does not match the exposure response: data: Invalid input: expected number/);
    expect(reloads.count).toBe(0);
    expect(sessionStorage.length).toBe(0);
    expect(screen.queryByRole('region', { name: 'Replaying' })).not.toBeInTheDocument();
    expect(screen.getByText('Live')).toBeInTheDocument();
  });

  it('OPEN-001 a recording made on another host is refused before anything changes', async () => {
    await loadFile(RECORDING.replace('"host":"localhost"', '"host":"play.example"'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Recorded on play.example: open the console on play.example to replay it');
    expect(reloads.count).toBe(0);
  });
});
