const NO_BOUNDARIES = /no boundaries/i;
const DECIMAL = /\d+\.\d+/g;
const ALLOWED_DECIMAL = 0.1;

/** MKT-14 MKT-15 OPEN-044: hide "no boundaries" lines and lines naming a decimal other than 0.1 ("6.2 over run"). */
export function isFancyLineShown(runnerName: string): boolean {
  if (NO_BOUNDARIES.test(runnerName)) return false;
  const decimals = runnerName.match(DECIMAL) ?? [];
  return decimals.every((decimal) => Number(decimal) === ALLOWED_DECIMAL);
}
