import { strings } from '../../contract/strings';

/** The price seen at click time; fancy also carries the size, which must not move either (BET-22). */
export interface QuotedRate {
  price: number;
  size?: number;
}

/** BET-20..22 OPEN-052: "Bet rate changed!" when the newest quote differs from the clicked one (or is gone). */
export function rateChangedMessage(clicked: QuotedRate, latest: QuotedRate | undefined): string | null {
  const unchanged = latest !== undefined && latest.price === clicked.price && latest.size === clicked.size;
  return unchanged ? null : strings.betRateChanged;
}
