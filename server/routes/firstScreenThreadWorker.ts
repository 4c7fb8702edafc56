import { pathToFileURL } from 'node:url';
import { parentPort, workerData } from 'node:worker_threads';
import type { FirstScreenRenderer, ServerApi } from '../../contract/firstScreen';
import type { ApiAnswer, FromRendererThread, RendererThreadData, ToRendererThread } from './firstScreenThreadWire';

/**
 * The renderer's thread (see firstScreenThread.ts): the build's renderer module, one instance per domain (each
 * holds that domain's streams), rendering the pages the server asks for. Their API calls go to the server's thread.
 */
const port = parentPort;
if (!port) throw new Error('firstScreenThreadWorker.ts runs as a worker thread');
const href = pathToFileURL((workerData as RendererThreadData).file).href;
const send = (message: FromRendererThread) => port.postMessage(message);
const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

// Loaded at once: the packages it imports take most of a first render's time. The first domain to ask gets it.
const firstModule = import(href) as Promise<FirstScreenRenderer>;
const modules = new Map<string, Promise<FirstScreenRenderer>>();
const moduleOf = (hostname: string): Promise<FirstScreenRenderer> => {
  const loaded = modules.get(hostname);
  if (loaded) return loaded;
  const loading =
    modules.size === 0 ? firstModule : (import(`${href}?domain=${encodeURIComponent(hostname)}`) as Promise<FirstScreenRenderer>);
  modules.set(hostname, loading);
  return loading;
};

const calls = new Map<number, (answer: ApiAnswer) => void>();
let nextCall = 0;
const api: ServerApi = (request) =>
  new Promise((resolve) => {
    const callId = nextCall++;
    calls.set(callId, resolve);
    send({ kind: 'call', callId, request });
  });

port.on('message', (message: ToRendererThread) => {
  if (message.kind === 'answered') {
    calls.get(message.callId)?.(message.answer);
    calls.delete(message.callId);
    return;
  }
  const { id, hostname, path, withParts } = message;
  moduleOf(hostname)
    .then(async (module) => {
      const answer = await module.renderFirstScreen(hostname, api, path);
      send({ kind: 'rendered', id, page: answer && { answer, ...(withParts ? { parts: module.firstScreenParts(answer) } : {}) } });
    })
    .catch((error: unknown) => send({ kind: 'failed', id, message: messageOf(error) }));
});

firstModule.then(
  (module) => send({ kind: 'loaded', pageParts: typeof module.pageParts === 'function' ? module.pageParts() : null }),
  (error: unknown) => send({ kind: 'loaded', pageParts: null, error: messageOf(error) }),
);
