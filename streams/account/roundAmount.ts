/** OPEN-129: amounts are shown with 2 decimals, half-up. */
export function roundAmount(value: number): number {
  return Math.sign(value) * (Math.round((Math.abs(value) + Number.EPSILON) * 100) / 100);
}
