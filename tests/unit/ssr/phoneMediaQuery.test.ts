import { describe, expect, it } from 'vitest';
import useMediaQuery from '../../../src/ssr/phoneMediaQuery';

describe("the server's media queries: a phone 390 px wide", () => {
  it('answers width queries, with or without @media', () => {
    expect(useMediaQuery('@media (max-width:599.95px)')).toBe(true);
    expect(useMediaQuery('(max-width:599.95px)')).toBe(true);
    expect(useMediaQuery('(min-width:1026px)')).toBe(false);
    expect(useMediaQuery('(min-width:390px)')).toBe(true);
    expect(useMediaQuery('@media (min-width:600px) and (max-width:899.95px)')).toBe(false);
  });

  it('refuses a query it cannot answer, rather than guess', () => {
    expect(() => useMediaQuery('(prefers-color-scheme: dark)')).toThrow(/cannot answer/);
  });
});
