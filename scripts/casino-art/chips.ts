/** CONST-09 CAS-ALL-25: four chip images, picked by position (index mod 4); the value is written by the app. */
const CHIP_COLOURS = [
  { body: '#1565c0', edge: '#e3f2fd' },
  { body: '#2e7d32', edge: '#e8f5e9' },
  { body: '#c62828', edge: '#ffebee' },
  { body: '#4a148c', edge: '#f3e5f5' },
] as const;

function chip(body: string, edge: string): string {
  const stripes = Array.from({ length: 8 }, (_, index) => {
    const angle = index * 45;
    return `<rect x="46" y="2" width="8" height="15" rx="2" fill="${edge}" transform="rotate(${angle} 50 50)"/>`;
  }).join('');
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" width="100" height="100">',
    `<circle cx="50" cy="50" r="48" fill="${body}"/>`,
    stripes,
    `<circle cx="50" cy="50" r="34" fill="none" stroke="${edge}" stroke-width="2" stroke-dasharray="5 4"/>`,
    `<circle cx="50" cy="50" r="29" fill="${body}" stroke="rgba(0,0,0,0.25)" stroke-width="2"/>`,
    '<circle cx="50" cy="50" r="48" fill="none" stroke="rgba(0,0,0,0.35)" stroke-width="2"/>',
    '</svg>',
  ].join('');
}

export function allChips(): Map<string, string> {
  return new Map(CHIP_COLOURS.map(({ body, edge }, index) => [`chip-${index}.svg`, chip(body, edge)]));
}
