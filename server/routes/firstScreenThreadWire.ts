import type { FirstScreenAnswer, FirstScreenParts, PageParts, ServerApi } from '../../contract/firstScreen';

export type ApiRequest = Parameters<ServerApi>[0];
export type ApiAnswer = Awaited<ReturnType<ServerApi>>;

/** A page's render, with the parts index.html takes when it is the home page's. */
export interface RenderedPage {
  answer: FirstScreenAnswer;
  parts?: FirstScreenParts;
}

export interface RendererThreadData {
  /** The build's renderer module (FIRST_SCREEN_RENDERER_FILE). */
  file: string;
}

/** To the renderer's thread: render a page; the answer to one of its API calls. */
export type ToRendererThread =
  | { kind: 'render'; id: number; hostname: string; path: string; withParts: boolean }
  | { kind: 'answered'; callId: number; answer: ApiAnswer };

/** From it: the module loaded (or did not); a render done or failed; an API call the render makes. */
export type FromRendererThread =
  | { kind: 'loaded'; pageParts: PageParts | null; error?: string }
  | { kind: 'rendered'; id: number; page: RenderedPage | null }
  | { kind: 'failed'; id: number; message: string }
  | { kind: 'call'; callId: number; request: ApiRequest };
