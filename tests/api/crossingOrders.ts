import { cancelBetResponse, placeBetResponse, type OrderState, type PersistenceType } from '../../contract/orders';
import type { MarketSpec } from '../../server/markets/types';
import { betPayload } from './markets';

export interface Bettor {
  id: string;
  headers: Record<string, string>;
}

export interface OrderSent {
  key: string;
  bettor: Bettor;
  selectionId: number;
  side: 'back' | 'lay';
  price: number;
  /** In currency units. */
  stake: number;
  persistence: PersistenceType;
}

export interface OrderAnswered extends OrderSent {
  answer: OrderState;
}

export interface CrossingLoad {
  placed: OrderAnswered[];
  /** Orders the server refused, with its status: nothing of them may be stored. */
  refused: (OrderSent & { status: number })[];
  /** Every cancel's answer, in currency units (0 when nothing was left to cancel). */
  cancels: { betId: string; sizeCancelled: number }[];
  /** The statuses of the cancels the server refused: they change nothing. */
  refusedCancels: number[];
}

export interface CrossingLoadOptions {
  baseUrls: readonly string[];
  bettors: readonly Bettor[];
  spec: MarketSpec;
  actions: number;
  workers: number;
  /** Every cancelEvery-th action cancels an order that was answered with something still waiting. */
  cancelEvery: number;
  seed: number;
}

/** A small seeded generator (mulberry32). */
function seeded(seed: number): (below: number) => number {
  let state = seed >>> 0;
  return (below) => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4_294_967_296) * below);
  };
}

// Overlapping ladder prices (2.0 ± two ticks), so backs and lays cross often and partly.
const PRICES = [1.96, 1.98, 2, 2.02, 2.04];
const STAKES = [100, 200, 300, 500];
const PERSISTENCE_MIX: PersistenceType[] = ['LAPSE', 'LAPSE', 'PERSIST', 'CANCEL'];

const post = (baseUrl: string, path: string, headers: Record<string, string>, body: unknown) =>
  fetch(`${baseUrl}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });

/**
 * Fires backs and lays at overlapping prices on both runners, and cancels of orders still waiting, from
 * `workers` clients at once; action i goes to server i mod n (a cancel to the next one), so orders and cancels
 * that meet in one book keep crossing process boundaries. HTTP only.
 */
export async function fireCrossingOrders(options: CrossingLoadOptions): Promise<CrossingLoad> {
  const { baseUrls, bettors, spec, actions, workers, cancelEvery } = options;
  // Each action draws from a generator of its own: the same requests every run, whatever order they land in.
  const chooserOf = (index: number) => {
    const pick = seeded(options.seed + index);
    return <T>(from: readonly T[]): T => from[pick(from.length)] as T;
  };
  const load: CrossingLoad = { placed: [], refused: [], cancels: [], refusedCancels: [] };
  let next = 0;

  const cancelOne = async (index: number) => {
    const waiting = load.placed.filter((order) => order.answer.sizeRemaining > 0);
    if (waiting.length === 0) return;
    const { bettor, answer } = chooserOf(index)(waiting);
    const response = await post(baseUrls[(index + 1) % baseUrls.length] as string, '/api/bet/cancel', bettor.headers, {
      betId: answer.betId,
    });
    const body: unknown = await response.json();
    if (response.status === 200) load.cancels.push(cancelBetResponse.parse(body).data);
    else load.refusedCancels.push(response.status);
  };

  const placeOne = async (index: number) => {
    const choose = chooserOf(index);
    const selectionIndex = choose(spec.selections.map((_, at) => at));
    const sent: OrderSent = {
      key: `cross-${index}`,
      bettor: choose(bettors),
      selectionId: (spec.selections[selectionIndex] as MarketSpec['selections'][number]).selectionId,
      side: choose(['back', 'lay'] as const),
      price: choose(PRICES),
      stake: choose(STAKES),
      persistence: choose(PERSISTENCE_MIX),
    };
    const payload = {
      ...betPayload(spec, { selectionIndex, type: sent.side, price: sent.price, stake: sent.stake, idempotencyKey: sent.key }),
      persistence: sent.persistence,
    };
    const response = await post(baseUrls[index % baseUrls.length] as string, '/api/bet/save2', sent.bettor.headers, payload);
    const body: unknown = await response.json();
    if (response.status !== 200) {
      load.refused.push({ ...sent, status: response.status });
      return;
    }
    const answer = placeBetResponse.parse(body).data;
    if (!answer) throw new Error(`order ${sent.key} was answered without its state`);
    load.placed.push({ ...sent, answer });
  };

  const worker = async () => {
    for (let index = next++; index < actions; index = next++) {
      await (index % cancelEvery === cancelEvery - 1 ? cancelOne(index) : placeOne(index));
    }
  };
  await Promise.all(Array.from({ length: workers }, worker));
  return load;
}
