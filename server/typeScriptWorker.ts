import { Worker } from 'node:worker_threads';

/** A worker thread running the TypeScript module at `module`: it loads it through tsx, as the server does (a worker does not inherit the loader). */
export function typeScriptWorker(module: URL, workerData: unknown): Worker {
  const tsx = JSON.stringify(import.meta.resolve('tsx/esm/api'));
  const bootstrap = `import(${tsx}).then(({ register }) => { register(); return import(${JSON.stringify(module.href)}); });`;
  return new Worker(bootstrap, { eval: true, workerData });
}
