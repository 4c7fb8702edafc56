import type { Worker } from 'node:worker_threads';
import type { PageParts, ServerApi } from '../../contract/firstScreen';
import { typeScriptWorker } from '../typeScriptWorker';
import type { FromRendererThread, RenderedPage, RendererThreadData, ToRendererThread } from './firstScreenThreadWire';

const WORKER = new URL('./firstScreenThreadWorker.ts', import.meta.url);

export interface RendererThread {
  /** Once the renderer has loaded: what index.html carries whatever the render; null when it did not load. */
  pageParts: Promise<PageParts | null>;
  /** The page's render (with index.html's parts when `withParts`), null when the renderer has none for it. */
  render(hostname: string, path: string, withParts: boolean): Promise<RenderedPage | null>;
  stop(): Promise<void>;
}

interface Pending {
  resolve: (page: RenderedPage | null) => void;
  reject: (error: Error) => void;
}

/**
 * The build's renderer of first screens (`file`) on a thread of its own: a render is some 60–150 ms of JavaScript
 * (more on a busy machine), and on the server's thread it would hold back every request meanwhile, bets and odds
 * among them. Its API calls come back here and are answered by `api`. Should the thread die, its renders in flight
 * fail (their pages go without a first screen) and the next render starts a new one.
 */
export function startRendererThread(file: string, api: ServerApi, onError: (error: unknown) => void): RendererThread {
  const pending = new Map<number, Pending>();
  let nextId = 0;
  let worker: Worker | undefined;
  let loaded = (_parts: PageParts | null): void => undefined;
  const pageParts = new Promise<PageParts | null>((resolve) => (loaded = resolve));

  const post = (thread: Worker, message: ToRendererThread) => thread.postMessage(message);

  function started(): Worker {
    if (worker) return worker;
    const thread = typeScriptWorker(WORKER, { file } satisfies RendererThreadData);
    thread.on('message', (message: FromRendererThread) => {
      if (message.kind === 'call') {
        void api(message.request)
          .catch(() => ({ status: 500, body: null }))
          .then((answer) => post(thread, { kind: 'answered', callId: message.callId, answer }));
        return;
      }
      if (message.kind === 'loaded') {
        if (message.error) onError(new Error(`first screen renderer did not load: ${message.error}`));
        // Held open while it loads (the server awaits it before it listens); then it never holds the process.
        thread.unref();
        return loaded(message.pageParts);
      }
      const waiting = pending.get(message.id);
      pending.delete(message.id);
      if (message.kind === 'rendered') waiting?.resolve(message.page);
      else waiting?.reject(new Error(message.message));
    });
    const ended = (error: Error) => {
      loaded(null);
      if (worker !== thread) return;
      worker = undefined;
      for (const each of pending.values()) each.reject(error);
      pending.clear();
    };
    thread.on('error', (error) => {
      onError(error);
      ended(error);
    });
    thread.once('exit', () => ended(new Error('the first screen thread ended')));
    return (worker = thread);
  }

  started();
  return {
    pageParts,
    render: (hostname, path, withParts) =>
      new Promise((resolve, reject) => {
        const id = nextId++;
        pending.set(id, { resolve, reject });
        post(started(), { kind: 'render', id, hostname, path, withParts });
      }),
    stop: async () => {
      const thread = worker;
      worker = undefined;
      await thread?.terminate();
    },
  };
}
