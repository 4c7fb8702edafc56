import { tableByCasinoType } from '../../../../streams/casino/tables';

const NUMERIC = /^\d+$/;

/** OPEN-087: /play-casino-new/{eventId}/{casinoType}, also accepted the other way round. */
export function playParams(first: string, second: string): { eventId: number; casinoType: string } | null {
  if (NUMERIC.test(first)) return { eventId: Number(first), casinoType: second };
  if (NUMERIC.test(second) && tableByCasinoType(first) !== null) return { eventId: Number(second), casinoType: first };
  return null;
}
