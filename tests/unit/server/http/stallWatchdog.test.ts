import { EventEmitter } from 'node:events';
import type { Server } from 'node:http';
import { describe, expect, it } from 'vitest';
import { watchStalledRequests } from '../../../../server/http/stallWatchdog';

const REQUEST_MS = 300;

class FakeSocket extends EventEmitter {
  destroyed = false;
  destroy() {
    this.destroyed = true;
    this.emit('close');
    return this;
  }
}

function setUp() {
  let now = 0;
  const server = new EventEmitter();
  const cut: { code: string; socket: FakeSocket }[] = [];
  server.on('clientError', (error: { code: string }, socket: FakeSocket) => {
    cut.push({ code: error.code, socket });
    socket.destroy();
  });
  let scheduled: { everyMs: number; stopped: boolean } | undefined;
  const watchdog = watchStalledRequests(server as unknown as Server, {
    requestMs: REQUEST_MS,
    checkEveryMs: 100,
    now: () => now,
    every: (_check, everyMs) => {
      const handle = { everyMs, stopped: false };
      scheduled = handle;
      return () => void (handle.stopped = true);
    },
  });
  const connect = () => {
    const socket = new FakeSocket();
    server.emit('connection', socket);
    return socket;
  };
  /** Headers in: Node hands the request over; `complete` says whether its body is all in. */
  const request = (socket: FakeSocket, complete = false) => {
    const incoming = { socket, complete };
    const response = new EventEmitter();
    server.emit('request', incoming, response);
    return { incoming, answer: () => response.emit('finish') };
  };
  const at = (ms: number) => {
    now = ms;
    watchdog.check();
  };
  return { server, watchdog, cut, connect, request, at, scheduled: () => scheduled };
}

describe('the stalled-request watchdog', () => {
  it('cuts a connection whose first request is still arriving at the deadline, counted from the connection', () => {
    const { connect, request, at, cut } = setUp();
    const socket = connect();
    at(200);
    request(socket);
    at(299);
    expect(cut).toEqual([]);
    at(300);
    expect(cut).toEqual([{ code: 'ERR_HTTP_REQUEST_TIMEOUT', socket }]);
    expect(socket.destroyed).toBe(true);
  });

  it('cuts a connection whose headers never end', () => {
    const { connect, at, cut } = setUp();
    const socket = connect();
    at(300);
    expect(cut.map((entry) => entry.socket)).toEqual([socket]);
  });

  it('leaves a request whose body is all in, however long its answer takes, and forgets it', () => {
    const { connect, request, at, cut, watchdog } = setUp();
    const socket = connect();
    const { incoming } = request(socket);
    at(100);
    incoming.complete = true;
    at(5_000);
    expect(cut).toEqual([]);
    expect(watchdog.waiting()).toBe(0);
  });

  it('times a later request on a kept-alive connection from its headers, not from the connection', () => {
    const { connect, request, at, cut } = setUp();
    const socket = connect();
    const first = request(socket);
    at(50);
    first.incoming.complete = true;
    first.answer();
    at(1_000);
    request(socket);
    at(1_299);
    expect(cut).toEqual([]);
    at(1_300);
    expect(cut.map((entry) => entry.socket)).toEqual([socket]);
  });

  it('does not cut a connection between requests', () => {
    const { connect, request, at, cut, watchdog } = setUp();
    const socket = connect();
    request(socket, true).answer();
    at(10_000);
    expect(cut).toEqual([]);
    expect(watchdog.waiting()).toBe(0);
  });

  it('forgets closed connections, so it holds at most one entry per open connection', () => {
    const { connect, request, watchdog } = setUp();
    const sockets = [connect(), connect(), connect()];
    request(sockets[0] as FakeSocket);
    expect(watchdog.waiting()).toBe(3);
    for (const socket of sockets) socket.destroy();
    expect(watchdog.waiting()).toBe(0);
  });

  it('closes the socket itself when no clientError handler does', () => {
    const { server, connect, at } = setUp();
    server.removeAllListeners('clientError');
    const unheard = connect();
    at(REQUEST_MS);
    server.on('clientError', () => undefined);
    const answered = connect();
    at(2 * REQUEST_MS);
    expect([unheard.destroyed, answered.destroyed]).toEqual([true, true]);
  });

  it('checks every checkEveryMs until stopped, and then watches no new connection', () => {
    const { connect, watchdog, scheduled } = setUp();
    expect(scheduled()).toEqual({ everyMs: 100, stopped: false });
    watchdog.stop();
    expect(scheduled()).toEqual({ everyMs: 100, stopped: true });
    connect();
    expect(watchdog.waiting()).toBe(0);
  });
});
