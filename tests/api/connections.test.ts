import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endIdleConnections, startTestApp, type TestApp } from './helper';

let test: TestApp;
beforeAll(async () => {
  test = await startTestApp();
});
afterAll(() => test.close());

const domainLookup = () => test.app.inject({ method: 'GET', url: '/api/domain/host/localhost', headers: { d: 'localhost' } });
const settle = () => new Promise((resolve) => setTimeout(resolve, 200));

describe('database connections', () => {
  // SQLite has no connections to end: there this only checks that requests still answer, so it names no requirement.
  it('PostgreSQL only: the database ending idle connections (restart, failover) neither crashes the server nor fails the next request', async () => {
    // Several requests at once leave several idle connections in the pool.
    await Promise.all(Array.from({ length: 5 }, domainLookup));
    await endIdleConnections(test.db);
    await settle();

    const response = await domainLookup();
    expect(response.statusCode).toBe(200);
  });
});
