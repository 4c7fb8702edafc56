import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export const repoRoot = join(import.meta.dirname, '..', '..', '..');

/** The repository's text files as git sees them (tracked, plus new files not ignored), with their contents. */
export function productFiles(folders: readonly string[]): { path: string; text: string }[] {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '--', ...folders], {
    cwd: repoRoot,
    encoding: 'utf8',
  });
  return listed
    .split('\n')
    .filter((path) => /\.(ts|tsx|js|mjs|cjs|json|md|sh|html|css|yml|yaml)$/.test(path) && !path.endsWith('package-lock.json'))
    .flatMap((path) => {
      try {
        return [{ path, text: readFileSync(join(repoRoot, path), 'utf8') }];
      } catch {
        return []; // listed by git but deleted in the work tree
      }
    });
}
