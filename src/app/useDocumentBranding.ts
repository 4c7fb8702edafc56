import { useEffect } from 'react';
import type { DomainConfig } from '../../contract/domain';

function faviconLink(): HTMLLinkElement {
  const existing = document.querySelector<HTMLLinkElement>('link[rel~="icon"]');
  if (existing) return existing;
  const link = document.createElement('link');
  link.rel = 'icon';
  document.head.appendChild(link);
  return link;
}

/** DOM-03: the tab title is the domain title and the favicon its favIconUrl. */
export function useDocumentBranding(config: DomainConfig): void {
  useEffect(() => {
    document.title = config.title;
    faviconLink().href = config.favIconUrl;
  }, [config.title, config.favIconUrl]);
}
