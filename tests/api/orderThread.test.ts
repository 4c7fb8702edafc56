import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startOrderThread } from '../../server/services/bets/orderThread';
import type { ExchangeOrder } from '../../server/services/bets/betRequest';

const scratch = mkdtempSync(join(tmpdir(), 'order-thread-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('the order thread (server/services/bets/orderThread.ts)', () => {
  it('a thread that cannot open its database is never ready and says why; an order sent to it is refused, not left waiting', async () => {
    // A file where the data folder should be: the thread's connection cannot be opened.
    const notAFolder = join(scratch, 'file');
    writeFileSync(notAFolder, '');
    const errors: unknown[] = [];
    const thread = startOrderThread({ dataDir: notAFolder, databaseUrl: null }, (error) => errors.push(error));
    await expect(thread.ready).rejects.toThrow(/ENOTDIR|EEXIST/);
    // Never read: the thread started for it fails as the first did.
    const order = { marketId: 'never-read' } as ExchangeOrder;
    await expect(thread.takeOrder(order)).rejects.toThrow(/ENOTDIR|EEXIST/);
    expect(errors).toHaveLength(2);
    await thread.stop();
  });
});
