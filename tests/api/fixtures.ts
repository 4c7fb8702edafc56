import type { MarketKind, MarketSpec } from '../../server/markets/types';
import type { Session, TestApp } from './helper';
import { betPayload, marketsOf, marketSpec, placeBetRequest } from './markets';

/** Opens a market of the kind and places one bet on it through POST /bet/save2 (must be accepted). */
export async function placeTestBet(
  test: TestApp,
  session: Session,
  kind: MarketKind,
  options: Parameters<typeof betPayload>[1] & { spec?: Partial<MarketSpec> } = {},
): Promise<MarketSpec> {
  const spec = marketSpec(kind, options.spec);
  if (!(await marketsOf(test).get(spec.marketId))) await marketsOf(test).open(spec);
  const response = await placeBetRequest(test, session, betPayload(spec, options));
  if (response.statusCode !== 200) throw new Error(`bet refused: ${response.body}`);
  return spec;
}
