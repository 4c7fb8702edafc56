import { map, type Observable } from 'rxjs';
import type { ContentPage, PageSlug } from '../../contract/shell';
import { apiCall } from '../api/client';
import { pollOnce } from '../core/poll';
import { keyed } from '../core/keyed';
import type { Result } from '../core/result';

/** OPEN-012: a footer page's text for the domain (the operator's, else the default), fetched once per visit. */
export function createGetContentPage$(call = apiCall) {
  return keyed((domainId: string, slug: PageSlug): Observable<Result<ContentPage>> =>
    pollOnce({
      name: 'contentPage',
      call: (pollIntervalMs) => call('contentPage', { params: { domainId, slug } }, pollIntervalMs).pipe(map((answer) => answer.data)),
    }),
  );
}

export const getContentPage$ = createGetContentPage$();
