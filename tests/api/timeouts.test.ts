import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdminProcess } from './adminProcess';
import { createTestUser, DEMO_PASSWORD, LOCAL_IP_INFO, startTestApp, type TestApp } from './helper';

describe('HTTP timeouts', () => {
  let defaults: TestApp;
  beforeAll(async () => {
    defaults = await startTestApp();
  });
  afterAll(() => defaults.close());

  it('SRV-01 the server cuts a stalled client within 30 s: headers 10 s, request 25 s checked every 1 s, idle 30 s, keep-alive 25 s', () => {
    const server = defaults.app.server;
    expect(Reflect.get(server, 'connectionsCheckingInterval')).toBe(1_000);
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

describe('a stalled client after a flood, bursts and operator writes', () => {
  // Deadlines a loaded machine meets for every honest request of the sequence; the idle timeout is far longer, so
  // only the request deadline can cut the stall in time.
  const timeouts = { headersMs: 3_000, requestMs: 3_000, checkEveryMs: 250, idleMs: 20_000, keepAliveMs: 5_000 };
  let test: TestApp;
  let baseUrl: string;
  beforeAll(async () => {
    test = await startTestApp({ httpTimeouts: timeouts, signInIpLimitPerMinute: 20 });
    await test.app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(test.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => test.close());

  const signIn = (userName: string, password: string) =>
    fetch(`${baseUrl}/api/auth/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', d: 'localhost' },
      body: JSON.stringify({ userName, password, deviceIp: LOCAL_IP_INFO.query, ipInfo: LOCAL_IP_INFO }),
    }).then((response) => response.status);
  const burst = (size: number) =>
    Promise.all(
      Array.from({ length: size }, () =>
        fetch(`${baseUrl}/api/domain/host/localhost`, { headers: { d: 'localhost' } }).then((response) => response.status),
      ),
    );

  /** Node's own check of the request deadline stops seeing connections: what the server still guarantees. */
  const stopNodeConnectionsCheck = () => {
    const server = test.app.server as unknown as Record<symbol, NodeJS.Timeout | undefined>;
    const timer = Object.getOwnPropertySymbols(server).find((key) => key.description === 'http.server.connectionsCheckingInterval');
    expect(timer).toBeDefined();
    clearInterval(server[timer as symbol]);
  };

  it('the stalled request is answered 408 and its socket closed by the request deadline', async () => {
    const user = await createTestUser(test);
    const where = { dataDir: test.location.dataDir, databaseUrl: test.location.databaseUrl ?? '', demoPassword: DEMO_PASSWORD };
    const flood = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        signIn(i % 4 === 0 ? user.userName : `nobody${i}`, i % 4 === 0 ? user.password : 'wrong-password'),
      ),
    );
    expect(flood.filter((status) => status === 429).length).toBeGreaterThan(0);
    const operatorWrites = Promise.all(
      [1, 2].map((amount) => runAdminProcess(['money:deposit', '--username', user.userName, '--amount', String(amount)], where)),
    );
    const bursts = [...(await burst(40)), ...(await burst(40)), ...(await burst(40))];
    expect(bursts.filter((status) => status !== 200)).toEqual([]);
    expect((await operatorWrites).map((run) => run.code)).toEqual([0, 0]);

    stopNodeConnectionsCheck();
    const port = Number(new URL(baseUrl).port);
    const startedAt = Date.now();
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () =>
        socket.write(
          'POST /api/auth/signin HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"',
        ),
      );
      let received = '';
      socket.on('data', (chunk) => (received += chunk.toString()));
      socket.on('error', reject);
      socket.on('close', () => resolve(received));
    });
    const closedAfterMs = Date.now() - startedAt;

    expect({ closedAfterMs, status: answer.split('\r\n')[0] }).toEqual({
      closedAfterMs: expect.any(Number),
      status: 'HTTP/1.1 408 Request Timeout',
    });
    // The idle timeout (20 s) would have cut it much later: the request deadline (3 s, checked every 0.25 s) did.
    expect(closedAfterMs).toBeLessThan(10_000);
  }, 60_000);
});
