import { act, waitFor } from '@testing-library/react';
import { filter, firstValueFrom } from 'rxjs';
import { expect } from 'vitest';
import { server } from './server';

const SIGN_IN_STEPS = ['/ip/json', '/api/auth/signin'] as const;

/**
 * The paths of the requests the app sends from now on, in order, with the test's own marks between them.
 * `signInSteps()` keeps the marks and the two requests of a login (IP lookup, then sign-in).
 */
export function recordRequests() {
  const entries: string[] = [];
  const listener = ({ request }: { request: Request }) => void entries.push(new URL(request.url).pathname);
  server.events.on('request:start', listener);
  return {
    mark: (label: string) => void entries.push(label),
    /** How many requests so far went to a path starting with `prefix`. */
    countTo: (prefix: string) => entries.filter((entry) => entry.startsWith(prefix)).length,
    signInSteps: () => entries.filter((entry) => !entry.startsWith('/') || (SIGN_IN_STEPS as readonly string[]).includes(entry)),
    stop: () => server.events.removeListener('request:start', listener),
  };
}

export type RequestLog = ReturnType<typeof recordRequests>;

/**
 * After a refused submit, a valid one: its IP lookup and sign-in must be the first login requests of all.
 * Had the refused submit sent anything, its lookup would have gone out before the mark.
 */
export async function expectOnlyTheNextLoginSent(log: RequestLog, submitValid: () => Promise<void>) {
  log.mark('valid submit');
  await submitValid();
  await waitFor(() => expect(log.signInSteps()).toContain(SIGN_IN_STEPS[1]));
  log.stop();
  expect(log.signInSteps()).toEqual(['valid submit', ...SIGN_IN_STEPS]);
}

/**
 * Waits until the app's stream `name` has had its answer and React has rendered it: the point after which
 * anything that answer causes (or a request sent beside it) has happened. Call after `renderApp`.
 */
export async function waitForStreamAnswer(name: string): Promise<void> {
  const { streamRegistry$ } = await import('../../../streams/core/registry');
  await firstValueFrom(
    streamRegistry$.pipe(filter((entries) => entries.some((entry) => entry.name === name && entry.lastAt !== undefined))),
  );
  await act(async () => undefined);
}
