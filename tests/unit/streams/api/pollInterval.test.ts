// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { firstValueFrom } from 'rxjs';
import { fakeHttp, ok } from '../support/fakeHttp';

type Modules = {
  apiCall: typeof import('../../../../streams/api/client').apiCall;
  http: typeof import('../../../../streams/api/transport').http;
  loadTransport: typeof import('../../../../streams/api/request').loadTransport;
  poll: typeof import('../../../../streams/core/poll').poll;
  streamEntries: typeof import('../../../../streams/core/registry').streamEntries;
};

/** A fresh module graph: the registry is empty and the HTTP transport not loaded yet (as at the app's start). */
async function freshStreams(): Promise<Modules> {
  vi.resetModules();
  const { apiCall } = await import('../../../../streams/api/client');
  const { loadTransport } = await import('../../../../streams/api/request');
  const { http } = await import('../../../../streams/api/transport');
  const { poll } = await import('../../../../streams/core/poll');
  const { streamEntries } = await import('../../../../streams/core/registry');
  return { apiCall, http, loadTransport, poll, streamEntries };
}

const entryOf = ({ streamEntries }: Modules, name: string) => streamEntries().find((entry) => entry.name === name);

afterEach(() => localStorage.clear());

describe('the registry learns each poll’s interval from the request it makes', () => {
  it.each([
    ['the first call, sent once the transport has loaded', false],
    ['a call built after the transport has loaded', true],
  ])('OPEN-001 %s: listed under its path with the poll’s interval', async (_when, transportLoaded) => {
    const streams = await freshStreams();
    if (transportLoaded) await streams.loadTransport();
    fakeHttp(streams.http).on('GET', 'bet/exposure/fetch', ok(12));
    const first = streams.poll({
      name: 'exposure',
      call: (pollIntervalMs) => streams.apiCall('exposure', {}, pollIntervalMs),
      intervalMs: 7_000,
    });

    expect((await firstValueFrom(first)).data).toEqual({ status: true, data: 12 });
    expect(entryOf(streams, 'exposure')).toMatchObject({ key: 'bet/exposure/fetch', intervalMs: 7_000, requests: 1 });
  });

  it('OPEN-001 a call made outside any poll is listed without an interval', async () => {
    const streams = await freshStreams();
    fakeHttp(streams.http).on('GET', 'bet/exposure/fetch', ok(12));

    await firstValueFrom(streams.apiCall('exposure'));
    expect(entryOf(streams, 'exposure')).toMatchObject({ key: 'bet/exposure/fetch', intervalMs: undefined, requests: 1 });
  });
});
