/** OPEN-069: the countries whose flags ship in public/flags/, by ISO code and by name. */
const FLAGGED = new Map<string, string>([
  ['GB', 'GB'],
  ['UK', 'GB'],
  ['UNITED KINGDOM', 'GB'],
  ['GREAT BRITAIN', 'GB'],
  ['IE', 'IE'],
  ['IRELAND', 'IE'],
  ['US', 'US'],
  ['USA', 'US'],
  ['UNITED STATES', 'US'],
  ['AU', 'AU'],
  ['AUSTRALIA', 'AU'],
  ['ZA', 'ZA'],
  ['SOUTH AFRICA', 'ZA'],
  ['FR', 'FR'],
  ['FRANCE', 'FR'],
  ['IN', 'IN'],
  ['INDIA', 'IN'],
  ['NZ', 'NZ'],
  ['NEW ZEALAND', 'NZ'],
  ['JP', 'JP'],
  ['JAPAN', 'JP'],
]);

/** HORSE-03: the flag image of a country tab, or null when the country has none (its code shows alone). */
export function countryFlagUrl(cname: string): string | null {
  const code = FLAGGED.get(cname.trim().toUpperCase());
  return code === undefined ? null : `/flags/${code}.svg`;
}
