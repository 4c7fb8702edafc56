/** SHELL-08: a game's page is /{its name in lower case} ("Horse Racing" → /horse%20racing, read back as "horse racing"). */
export function sportPath(name: string): string {
  return `/${encodeURIComponent(name.toLowerCase())}`;
}
