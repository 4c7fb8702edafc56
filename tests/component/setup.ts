import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { clearEmotionStyles } from './support/emotionStyles';
import { server } from './support/server';

// jsdom's Blob lacks text(), which every browser has (the QA console reads recordings with it).
if (!('text' in Blob.prototype)) {
  Object.defineProperty(Blob.prototype, 'text', {
    value(this: Blob): Promise<string> {
      return new Promise((resolve, reject) => {
        const reader = new FileReader();
        reader.onload = () => resolve(String(reader.result));
        reader.onerror = () => reject(reader.error ?? new Error('read failed'));
        reader.readAsText(this);
      });
    },
  });
}

// The first render of a test loads the whole shell: on a CI box shared with other work that can take several
// seconds (the 1 s default is for a quiet machine).
configure({ asyncUtilTimeout: 10_000 });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));

afterEach(() => {
  cleanup();
  clearEmotionStyles();
  // Files share a worker (isolate: false): a viewport one test set must not leak into the next file's screens.
  vi.unstubAllGlobals();
  server.resetHandlers();
  localStorage.clear();
});

afterAll(() => server.close());
