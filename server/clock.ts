/** Milliseconds since the epoch; injected so tests can move time (token expiry). */
export type Clock = () => number;

export const isoAt = (ms: number): string => new Date(ms).toISOString();
