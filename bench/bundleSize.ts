import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface BundleSizes {
  firstLoadFiles: string[];
  firstLoadGzipBytes: number;
  allJsFiles: number;
  allJsGzipBytes: number;
}

/** Scripts index.html loads before any lazy route: its module entry and modulepreload links. */
function scriptsInIndexHtml(dist: string): string[] {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const tags = [
    ...html.matchAll(/<script[^>]*type="module"[^>]*src="\/?([^"]+)"/g),
    ...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="\/?([^"]+)"/g),
  ];
  return tags.map((match) => match[1] ?? '');
}

/** The entry chunk plus everything it imports statically (dynamic imports are lazy routes). */
function staticClosureOfEntry(manifest: Manifest): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(chunk.file)) return;
    seen.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  Object.entries(manifest)
    .filter(([, chunk]) => chunk.isEntry)
    .forEach(([key]) => visit(key));
  return [...seen];
}

function allJsFiles(dist: string, dir = 'assets'): string[] {
  return readdirSync(join(dist, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return allJsFiles(dist, path);
    return entry.name.endsWith('.js') ? [path] : [];
  });
}

/** Sizes of a production build in `dist` (made with `build.manifest: true`). */
export function measureBundle(dist: string): BundleSizes {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const gzipBytes = (file: string) => gzipSync(readFileSync(join(dist, file))).length;
  const firstLoadFiles = [...new Set([...scriptsInIndexHtml(dist), ...staticClosureOfEntry(manifest)])].filter((file) =>
    file.endsWith('.js'),
  );
  const all = allJsFiles(dist);
  const sum = (files: string[]) => files.reduce((total, file) => total + gzipBytes(file), 0);
  return {
    firstLoadFiles,
    firstLoadGzipBytes: sum(firstLoadFiles),
    allJsFiles: all.length,
    allJsGzipBytes: sum(all),
  };
}
