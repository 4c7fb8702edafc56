// jsdom ships no types and @types/jsdom is not installed: the part the render bench uses.
declare module 'jsdom' {
  export class JSDOM {
    constructor(html: string, options?: { url?: string; pretendToBeVisual?: boolean });
    window: Window & typeof globalThis;
  }
}
