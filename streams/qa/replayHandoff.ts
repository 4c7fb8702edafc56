import { z } from 'zod';
import { currentHostname, reloadPage } from '../core/browser';
import { PENDING_REPLAY_KEY, sessionStore } from '../core/pendingReplay';
import { parseRecording } from './recording';
import { loadRecording, stopReplay } from './replayer';

/**
 * A replay runs in a freshly started app, so every stream — one-shot fetches, cached game data, the
 * domain config — starts from the recording rather than from what this page already fetched live.
 * The chosen file crosses the reload in sessionStorage and is taken out at start-up: reloading again goes back to live.
 */
const pendingReplay = z.object({ fileName: z.string(), text: z.string() });

export type OpenReplayOutcome = { ok: true } | { ok: false; error: string };

const megabytes = (text: string) => (text.length / 1_000_000).toFixed(1);

/** Checks a recording file; a good one restarts the app in replay mode, a bad one changes nothing. */
export function openReplay(fileName: string, text: string): OpenReplayOutcome {
  const parsed = parseRecording(text);
  if (!parsed.ok) return parsed;
  const { host } = parsed.recording.header;
  const here = currentHostname();
  if (host !== here)
    return { ok: false, error: `Recorded on ${host}: open the console on ${host} to replay it (this page is on ${here}).` };
  try {
    const store = sessionStore();
    if (!store) return { ok: false, error: 'This browser gives the page no session storage to carry the recording.' };
    store.setItem(PENDING_REPLAY_KEY, JSON.stringify({ fileName, text }));
  } catch {
    return { ok: false, error: `The recording (${megabytes(text)} MB) is too large for this browser's session storage.` };
  }
  reloadPage();
  return { ok: true };
}

/** Start-up hook (call it before the app renders): a recording handed over by `openReplay` becomes the only data source. */
export function resumeReplay(): void {
  const store = sessionStore();
  const raw = store?.getItem(PENDING_REPLAY_KEY);
  if (!store || raw === null || raw === undefined) return;
  store.removeItem(PENDING_REPLAY_KEY);
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return;
  }
  const pending = pendingReplay.safeParse(json);
  if (pending.success) loadRecording(pending.data.text, pending.data.fileName);
}

/** Leaves the replay: the page reloads into the QA person's own live session. */
export function backToLive(): void {
  stopReplay();
  reloadPage();
}
