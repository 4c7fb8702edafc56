// Apart from recording.ts, so the registry (first screen) reads it without the recording schemas (zod).

/** Sources whose answers are never written down: the sign-in answer holds the session token, the IP lookup the user's address. */
const UNRECORDED_SOURCES: ReadonlySet<string> = new Set(['signIn', 'ipLookup']);
const SECRET_FIELD = /token|password|secret/i;

/** The first field name in `value` that looks like a credential, if any. */
export function secretFieldIn(value: unknown): string | undefined {
  if (value === null || typeof value !== 'object') return undefined;
  for (const [field, inner] of Object.entries(value)) {
    const found = SECRET_FIELD.test(field) ? field : secretFieldIn(inner);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** Why a value of (name, payload) must not be recorded, or undefined when it may be. */
export function whyUnrecordable(name: string, payload: unknown): string | undefined {
  if (UNRECORDED_SOURCES.has(name)) return `${name} is never recorded (it carries credentials or personal data)`;
  const field = secretFieldIn(payload);
  return field === undefined ? undefined : `the payload carries a secret field (${field})`;
}
