/** Marks the app's entry chunks in index.html: preloaded (fetched), run only when the page's first script says. */
export const APP_ENTRY_ATTRIBUTE = 'data-app-entry';

/** Names in index.html the chunks of the page the first script fetches early (a casino table's), for preloadPage. */
export const PAGE_CHUNKS_META = 'page-chunks';

let started = false;

/**
 * Runs the app's entry (main.tsx), once: its chunks in the order index.html lists them. The page's first script
 * calls it at once, or for a casino table's first screen once that is up (its first run is a long task on a phone).
 */
export function startApp(): void {
  if (started) return;
  started = true;
  const chunks = [...document.querySelectorAll<HTMLLinkElement>(`link[${APP_ENTRY_ATTRIBUTE}]`)].map((link) => link.href);
  void chunks.reduce<Promise<unknown>>((previous, chunk) => previous.then(() => import(/* @vite-ignore */ chunk)), Promise.resolve());
}

/** Fetches the early page's chunks without running them (running them would run the app's shell with them). */
export function preloadPage(): void {
  const chunks = document.querySelector<HTMLMetaElement>(`meta[name="${PAGE_CHUNKS_META}"]`)?.content.split(' ') ?? [];
  for (const chunk of chunks.filter(Boolean)) {
    const link = document.createElement('link');
    Object.assign(link, { rel: 'modulepreload', href: chunk, crossOrigin: '' });
    document.head.append(link);
  }
}
