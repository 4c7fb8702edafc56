/** SHELL-08: a game's page is /{its name in lower case}; spaces are dropped ("Horse Racing" → /horseracing). */
export function sportPath(name: string): string {
  return `/${name.toLowerCase().replace(/\s+/g, '')}`;
}
