import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './helper';

describe('HTTP timeouts', () => {
  let defaults: TestApp;
  beforeAll(async () => {
    defaults = await startTestApp();
  });
  afterAll(() => defaults.close());

  it('SRV-01 the server cuts a stalled client within 30 s: headers 10 s, request 25 s checked every 5 s, idle 30 s, keep-alive 25 s', () => {
    const server = defaults.app.server;
    expect(server.headersTimeout).toBe(10_000);
    expect(server.requestTimeout).toBe(25_000);
    expect(server.timeout).toBe(30_000);
    expect(server.keepAliveTimeout).toBe(25_000);
  });
});

describe('a stalled client on a real socket', () => {
  // Short timeouts stand in for the real ones: the test waits for the close, it does not time it.
  let test: TestApp;
  let port: number;
  beforeAll(async () => {
    test = await startTestApp({ httpTimeouts: { headersMs: 200, requestMs: 300, checkEveryMs: 100, idleMs: 300, keepAliveMs: 200 } });
    await test.app.listen({ port: 0, host: '127.0.0.1' });
    port = (test.app.server.address() as AddressInfo).port;
  });
  afterAll(() => test.close());

  /** Sends `text` and resolves with what the server answered once it closed the connection. */
  const answerOnceClosed = (text: string) =>
    new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => socket.write(text));
      let received = '';
      socket.on('data', (chunk) => (received += chunk.toString()));
      socket.on('error', reject);
      socket.on('close', () => resolve(received));
    });

  it('SRV-01 a body shorter than its declared length: the connection is closed', async () => {
    const answer = await answerOnceClosed(
      'POST /api/auth/signin HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"',
    );
    expect(answer === '' || answer.startsWith('HTTP/1.1 408')).toBe(true);
  });

  it('SRV-01 headers that never end: the connection is closed', async () => {
    const answer = await answerOnceClosed('GET /api/domain/host/localhost HTTP/1.1\r\nHost: localhost\r\n');
    expect(answer === '' || answer.startsWith('HTTP/1.1 408')).toBe(true);
  });
});
