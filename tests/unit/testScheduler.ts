import { TestScheduler } from 'rxjs/testing';
import { expect } from 'vitest';

/**
 * The one marble-test scheduler. Inside `run()` RxJS's async scheduler runs on virtual time,
 * so `getScheduler()` (asyncScheduler by default) and `now()` are virtual too.
 */
export function createTestScheduler(): TestScheduler {
  return new TestScheduler((actual, expected) => expect(actual).toEqual(expected));
}
