const SUMMARY_CHARS = 140;
const FULL_CHARS = 20_000;

/** A stream value on one line (compact JSON), cut at 140 characters: what the stream table shows. */
export function summarizeValue(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > SUMMARY_CHARS ? `${text.slice(0, SUMMARY_CHARS)}…` : text;
}

/** The whole value, pretty-printed (very large values are cut, with `cutNote` at the end). */
export function prettyValue(value: unknown, cutNote: string): string {
  const text = JSON.stringify(value, null, 2) ?? String(value);
  return text.length > FULL_CHARS ? `${text.slice(0, FULL_CHARS)}\n${cutNote}` : text;
}
