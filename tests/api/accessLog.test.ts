import { expect, it, vi } from 'vitest';
import { signInRequest, useTestApp } from './helper';

type LogLine = { msg: string; method?: string; url?: string; statusCode?: number; responseTime?: number };
const lines: LogLine[] = [];
const test = useTestApp({ logger: { level: 'info', stream: { write: (line: string) => void lines.push(JSON.parse(line) as LogLine) } } });

const completed = () => lines.filter((line) => line.msg === 'request completed');

it('the access log has a line for each request that changes something or fails, none for the polled reads', async () => {
  const read = await test.app.inject({ method: 'GET', url: '/api/casino/data/teen20/56767' });
  expect(read.statusCode).toBe(200);
  const refused = await signInRequest(test.app, 'demo@nobody', 'wrong password');
  expect(refused.statusCode).toBeGreaterThanOrEqual(200);
  const missing = await test.app.inject({ method: 'GET', url: '/api/casino/data/card32/56767' });
  expect(missing.statusCode).toBe(404);

  // The failed read is logged after the sign-in, so by then the successful read would have been too.
  await vi.waitFor(() => expect(completed().map((line) => line.url)).toContain('/api/casino/data/card32/56767'));
  expect(completed().map(({ method, url, statusCode }) => ({ method, url, statusCode }))).toEqual([
    { method: 'POST', url: '/api/auth/signin', statusCode: refused.statusCode },
    { method: 'GET', url: '/api/casino/data/card32/56767', statusCode: 404 },
  ]);
  expect(completed().every((line) => typeof line.responseTime === 'number')).toBe(true);
  expect(lines.some((line) => line.msg === 'incoming request')).toBe(false);
});
