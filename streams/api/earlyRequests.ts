import { API_BASE } from '../../contract/apiBase';

/** An answer to a request sent before the app's code arrived: its status and its body, as JSON. */
export interface EarlyAnswer {
  status: number;
  body: unknown;
}

/** Past this age an early answer is not handed out: the call goes to the server for fresh data. */
export const EARLY_ANSWER_MAX_AGE_MS = 10_000;

interface Sent {
  sentAt: number;
  answer: Promise<EarlyAnswer | null>;
}

const sent = new Map<string, Sent>();
const keyOf = (path: string, headers: Record<string, string>) =>
  `${path} ${JSON.stringify(Object.entries(headers).sort(([a], [b]) => a.localeCompare(b)))}`;

/**
 * Sends GET `path` (relative to the API, as contract/endpoints.ts builds it) with `headers` now, for the first call
 * that sends the same request to take (`takeEarly`). Resolves to null when no answer came (a network error).
 */
export function sendEarly(path: string, headers: Record<string, string>, now = Date.now()): Promise<EarlyAnswer | null> {
  const answer = fetch(`${API_BASE}/${path}`, { headers }).then(
    async (response) => ({ status: response.status, body: (await response.json()) as unknown }),
    () => null,
  );
  sent.set(keyOf(path, headers), { sentAt: now, answer });
  return answer;
}

/**
 * The early answer to GET `path` with exactly these headers, once: a second call, a request sent with other headers
 * (another session) or an answer older than EARLY_ANSWER_MAX_AGE_MS get none and go to the server.
 */
export function takeEarly(path: string, headers: Record<string, string>, now = Date.now()): Promise<EarlyAnswer | null> | undefined {
  const key = keyOf(path, headers);
  const early = sent.get(key);
  sent.delete(key);
  return early && now - early.sentAt <= EARLY_ANSWER_MAX_AGE_MS ? early.answer : undefined;
}
