import { readFileSync } from 'node:fs';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Subscription, timer } from 'rxjs';
import { balance$ } from '../../../../streams/account/balance$';
import { exposure$ } from '../../../../streams/account/exposure$';
import { userDetails$ } from '../../../../streams/account/userDetails$';
import { isLoggedIn$ } from '../../../../streams/auth/isLoggedIn$';
import { parseRecording, type RecordingLine } from '../../../../streams/qa/recording';
import { streamEntries } from '../../../../streams/core/registry';
import { loadRecording, pause, play, seek, setSpeed, stopReplay } from '../../../../streams/qa/replayer';
import { createTestScheduler } from '../../testScheduler';
import { loadTransport } from '../../../../streams/api/request';

const text = readFileSync('tests/recordings/account-session.jsonl', 'utf8');
const parsed = parseRecording(text);
if (!parsed.ok) throw new Error(parsed.error);
const { lines } = parsed.recording;

type Account = { status: boolean; data: { openingBalance: number } };
const lastAt = (name: string, at: number): RecordingLine | undefined => lines.filter((l) => l.name === name && l.t <= at).at(-1);
const balancesRecorded = lines.filter((l) => l.name === 'userDetails').map((l) => (l.payload as Account).data.openingBalance);
/** The first time the recorded balance changed (a deposit during the recording). */
const changedAt = lines.find((l) => l.name === 'userDetails' && (l.payload as Account).data.openingBalance !== balancesRecorded[0])?.t;

/** What the header shows: balance (opening − exposure) and exposure, and whether a user is logged in. */
function header() {
  const shown: { balance?: number; exposure?: number; loggedIn?: boolean } = {};
  const subscription = new Subscription();
  subscription.add(balance$.subscribe((v) => (shown.balance = v)));
  subscription.add(exposure$.subscribe((v) => (shown.exposure = v)));
  subscription.add(isLoggedIn$.subscribe((v) => (shown.loggedIn = v)));
  subscription.add(userDetails$.subscribe());
  return { shown, stop: () => subscription.unsubscribe() };
}

function expectedAt(at: number) {
  const user = lastAt('userDetails', at)?.payload as Account;
  const exposure = Math.abs((lastAt('exposure', at)?.payload as { data: number }).data);
  return { balance: user.data.openingBalance - exposure, exposure, loggedIn: true };
}

const registryValues = () =>
  streamEntries()
    .filter((e) => e.lastAt !== undefined)
    .map((e) => ({ name: e.name, key: e.key, value: e.lastValue, status: e.status }));

describe('replaying tests/recordings/account-session.jsonl', () => {
  // The app loads its HTTP client with the first call; replays on virtual time need it there already.
  beforeAll(() => loadTransport());
  afterEach(() => stopReplay());

  it('OPEN-001 the recording holds a balance change to replay (deposit mid-session)', () => {
    expect(changedAt).toBeGreaterThan(0);
    expect(new Set(balancesRecorded).size).toBeGreaterThan(1);
  });

  it('OPEN-001 issue: replay 10× seek — the header shows the recorded balance and exposure at t, the same as playing there', () => {
    const target = (changedAt ?? 0) + 1_000;
    const view = header();
    const played: Array<ReturnType<typeof registryValues>> = [];
    createTestScheduler().run(({ flush }) => {
      loadRecording(text);
      setSpeed(10);
      play();
      timer(target / 10).subscribe(() => {
        pause();
        played.push(registryValues());
      });
      flush();
    });
    expect(view.shown).toEqual(expectedAt(target));

    seek(target - 2_000);
    expect(view.shown).toEqual(expectedAt(target - 2_000));
    expect(view.shown.balance).not.toBe(expectedAt(target).balance);

    seek(target);
    expect(view.shown).toEqual(expectedAt(target));
    expect(registryValues()).toEqual(played[0]);
    expect(registryValues()).toContainEqual({
      name: 'userDetails',
      key: 'auth/letest-user-details',
      value: lastAt('userDetails', target)?.payload,
      status: 'ok',
    });
    view.stop();
  });

  it('OPEN-001 before the recorded login the header is logged out, whoever runs the replay', () => {
    const view = header();
    loadRecording(text);
    expect(view.shown.loggedIn).toBe(false);
    const firstPolls = lines.find((l) => l.name === 'exposure')?.t ?? 0;
    seek(firstPolls);
    expect(view.shown).toEqual(expectedAt(firstPolls));
    view.stop();
  });
});
