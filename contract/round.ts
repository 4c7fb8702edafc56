/** Rounds to 2 decimals, half away from zero (OPEN-129: "half-up" for amounts of either sign). */
export function round2(value: number): number {
  const magnitude = Math.abs(value);
  // Shifting through the exponent avoids the binary error of value * 100 (1.005 → 1.01, not 1.00).
  const rounded = Number(`${Math.round(Number(`${magnitude}e2`))}e-2`);
  return value < 0 ? -rounded : rounded;
}
