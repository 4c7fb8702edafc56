/** Tile accents by selection name: the colours live tables use for their main bets. */
const ACCENTS: [RegExp, string][] = [
  [/dragon/i, '#b71c1c'],
  [/tiger/i, '#0d47a1'],
  [/tie|lucky 7/i, '#1b5e20'],
  [/player a|low/i, '#4a148c'],
  [/player b|^high card$/i, '#004d40'],
  [/^amar$|^don$/i, '#b71c1c'],
  [/^akbar$/i, '#4a148c'],
  [/^anthony$/i, '#0d47a1'],
  [/red/i, '#c62828'],
  [/black/i, '#212121'],
];

export function tileAccent(name: string): string {
  return ACCENTS.find(([pattern]) => pattern.test(name))?.[1] ?? '#37474f';
}
