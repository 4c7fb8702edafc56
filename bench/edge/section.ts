import { formatEdgeAudit, runEdgeAudit, type EdgeAuditSizes } from './audit';

/** The bench's audit: thousands of seeded matches of each sport (cricket, the slowest to price, two hundred). */
export const BENCH_EDGE_SIZES: EdgeAuditSizes = { cricket: 200, soccer: 2_000, tennis: 1_000, horses: 5_000 };
const BENCH_EDGE_SEED = 20_260_101;

/** `npm run bench -- edge`: every simple strategy's return against the in-play prices, with its standard error. */
export async function measureEdge(): Promise<string> {
  const started = Date.now();
  const table = formatEdgeAudit(runEdgeAudit(BENCH_EDGE_SIZES, BENCH_EDGE_SEED));
  return `${table}\n\n(${((Date.now() - started) / 1000).toFixed(0)} s)`;
}
