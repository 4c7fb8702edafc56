import { parentPort, workerData } from 'node:worker_threads';
import { connect } from '../../db/connect';
import { queueOrder } from './orderQueue';
import { errorOnWire, type FromOrderThread, type OrderAnswer, type OrderMessage, type OrderThreadData } from './orderThreadWire';

/**
 * The order thread (see orderThread.ts): its own connection to the server's SQLite file, the markets' queues
 * and books, and the group commits of their batches.
 */
const port = parentPort;
if (!port) throw new Error('orderThreadWorker.ts runs as a worker thread');
const { location, waitingPerMarket } = workerData as OrderThreadData;
const db = connect(location, undefined, { checkpointedElsewhere: true });

port.on('message', (message: OrderMessage) => {
  if (message === 'stop') return void db.destroy().finally(() => port.close());
  const answer = (reply: OrderAnswer) => port.postMessage(reply);
  queueOrder(db, Date.now, message.request, waitingPerMarket).then(
    (bet) => answer({ id: message.id, bet }),
    (error: unknown) => answer({ id: message.id, error: errorOnWire(error) }),
  );
});
port.postMessage('ready' satisfies FromOrderThread);
