import { parseStake } from '../../../streams/rules/stake';

export type ParsedStakes = { valid: boolean; values: number[]; invalid: boolean[] };

const WHOLE_NUMBER = /^\s*\d+\s*$/;

/** OPEN-112: whole numbers of 1 or more (parsed like the slip stake); anything else blocks Save. */
export function parseStakeInputs(inputs: readonly string[]): ParsedStakes {
  const values = inputs.map((input) => (WHOLE_NUMBER.test(input) ? parseStake(input) : 0));
  const invalid = values.map((value) => value < 1);
  return { valid: !invalid.includes(true), values, invalid };
}
