import { describe, expect, it } from 'vitest';
import { productFiles } from './productFiles';

/** Our own process, which a reader of the product cannot see: it belongs in git, not in the files. */
const workHistory: [string, RegExp][] = [
  ['an internal issue number', /\bissues? #?\d+\b/i],
  ['a dated past fix', /\b(?:until|since|before|after) 20\d\d-\d\d-\d\d\b/i],
  ['the history of a fix', /\b(?:before|after) the fix\b/i],
  ['a section of a text the reader cannot see', /§\s?\d/],
];

function mentions(): string[] {
  // This file names the patterns it looks for, so it is the one file left out.
  const files = productFiles(['.']).filter(({ path }) => path !== 'tests/unit/docs/workHistory.test.ts');
  return files.flatMap(({ path, text }) =>
    text
      .split('\n')
      .flatMap((line, index) => workHistory.filter(([, pattern]) => pattern.test(line)).map(([what]) => `${path}:${index + 1}: ${what}`)),
  );
}

describe('product files speak of the product, not of our work on it', () => {
  it('no internal issue number, dated fix, fix history or unseen section reference', () => {
    expect(mentions()).toEqual([]);
  });
});
