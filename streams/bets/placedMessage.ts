import type { PlaceBetResponse } from '../../contract/orders';
import { strings } from '../../contract/strings';

const amount = (value: number): string => value.toFixed(2);

/**
 * The success toast of a placed bet: the spec's message, then, when the exchange did not match the
 * whole order, what matched (at its average price) and what is still waiting or was cancelled.
 */
export function placedMessage(answer: PlaceBetResponse): string {
  const order = answer.data;
  if (!order || (order.sizeRemaining === 0 && order.sizeCancelled === 0)) return answer.message;
  const matched = `${strings.orderMatched} ${amount(order.sizeMatched)}${order.averagePriceMatched === null ? '' : ` @ ${order.averagePriceMatched}`}`;
  const rest =
    order.sizeRemaining > 0
      ? `${strings.orderUnmatched} ${amount(order.sizeRemaining)}`
      : `${strings.orderCancelled} ${amount(order.sizeCancelled)}`;
  return `${answer.message} ${matched} · ${rest}`;
}
