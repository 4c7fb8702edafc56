import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { Clock } from '../clock';

export interface StallWatchdogOptions {
  /** The whole request, body included, must arrive within this. */
  requestMs: number;
  checkEveryMs: number;
  now: Clock;
  /** Runs `check` every `everyMs`; returns the stop function. Tests pass one they drive. */
  every?: (check: () => void, everyMs: number) => () => void;
}

export interface StallWatchdog {
  /** Cuts every connection whose request has been arriving for longer than `requestMs`. */
  check(): void;
  /** How many connections are waiting on a request now (one entry per open connection at most). */
  waiting(): number;
  stop(): void;
}

const unrefInterval = (check: () => void, everyMs: number) => {
  const timer = setInterval(check, everyMs);
  timer.unref();
  return () => clearInterval(timer);
};

/** The error Node's own request check raises: the server's `clientError` handler answers it 408 and closes the socket. */
const requestTimeoutError = () => Object.assign(new Error('Request Timeout'), { code: 'ERR_HTTP_REQUEST_TIMEOUT' });

/**
 * Our own guard of the request timeout, beside Node's `connectionsCheckingInterval` check. A connection is waited on
 * from the moment it is accepted (the first request's headers and body) and from each later request's headers
 * until its body has arrived or it has been answered; between requests the keep-alive timeout guards it.
 */
export function watchStalledRequests(server: Server, options: StallWatchdogOptions): StallWatchdog {
  /** Open connection → when its current request started arriving; absent between requests. */
  const waiting = new Map<Socket, { since: number; request?: IncomingMessage }>();
  const settle = (socket: Socket) => waiting.delete(socket);

  const onConnection = (socket: Socket) => {
    waiting.set(socket, { since: options.now() });
    socket.once('close', () => settle(socket));
  };
  const onRequest = (request: IncomingMessage, response: ServerResponse) => {
    const socket = request.socket;
    if (socket.destroyed) return;
    // The first request counts from the connection's start, a later one (keep-alive) from its headers.
    const opened = waiting.get(socket);
    waiting.set(socket, { since: opened && !opened.request ? opened.since : options.now(), request });
    response.once('finish', () => {
      if (waiting.get(socket)?.request === request) settle(socket);
    });
  };

  const check = () => {
    const deadline = options.now() - options.requestMs;
    for (const [socket, { since, request }] of waiting) {
      // A request whose body is all in is being answered: how long that takes is not the client's stall.
      if (request?.complete) {
        settle(socket);
        continue;
      }
      if (since > deadline) continue;
      settle(socket);
      server.emit('clientError', requestTimeoutError(), socket);
      if (!socket.destroyed) socket.destroy();
    }
  };

  server.on('connection', onConnection);
  server.on('request', onRequest);
  const stopChecking = (options.every ?? unrefInterval)(check, options.checkEveryMs);
  return {
    check,
    waiting: () => waiting.size,
    stop: () => {
      stopChecking();
      server.off('connection', onConnection);
      server.off('request', onRequest);
      waiting.clear();
    },
  };
}
