import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { productFiles, repoRoot } from './productFiles';

const requirementsPage = readFileSync(join(repoRoot, 'docs', 'requirements.md'), 'utf8');
const definedIds = new Set([...requirementsPage.matchAll(/^- `([A-Z0-9-]+-\d{2,3})`/gm)].map((match) => match[1] ?? ''));
// Longest first, so CAS-T20 is tried before CAS.
const prefixes = [...new Set([...definedIds].map((id) => id.replace(/-\d+$/, '')))].sort((a, b) => b.length - a.length);
const citedId = new RegExp(`\\b(?:${prefixes.join('|')})-\\d{2,3}\\b`, 'g');

function undefinedCitations(): string[] {
  return productFiles(['src', 'streams', 'server', 'contract', 'tests', 'scripts', 'bench']).flatMap(({ path, text }) =>
    [...text.matchAll(citedId)].filter(([id]) => !definedIds.has(id)).map(([id]) => `${path}: ${id}`),
  );
}

describe('docs/requirements.md defines every requirement ID the code cites', () => {
  it('reads the page: hundreds of IDs in the groups the code uses', () => {
    expect(definedIds.size).toBeGreaterThan(500);
    for (const id of ['SHELL-01', 'BET-03', 'CAS-T20-03', 'OPEN-001', 'SRV-13']) expect(definedIds).toContain(id);
  });

  it('every ID cited in src/, streams/, server/, contract/, tests/, scripts/ and bench/ is defined', () => {
    expect(undefinedCitations()).toEqual([]);
  });
});
