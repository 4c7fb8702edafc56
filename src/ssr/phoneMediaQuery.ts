/** The screen the server renders a first screen for: a phone held upright (the browser shows it only there). */
export const SERVER_SCREEN_WIDTH = 390;

/**
 * MUI's `useMediaQuery` as the server's render sees it (the server build aliases the module here): a width query,
 * `(min-width:…)` / `(max-width:…)` with or without `@media`, answered for the phone's width.
 */
export default function useMediaQuery(query: string): boolean {
  const widths = [...query.matchAll(/\((min|max)-width:\s*([\d.]+)px\)/g)];
  if (widths.length === 0) throw new Error(`the server's render cannot answer the media query ${query}`);
  return widths.every(([, bound, px]) => (bound === 'min' ? SERVER_SCREEN_WIDTH >= Number(px) : SERVER_SCREEN_WIDTH <= Number(px)));
}
