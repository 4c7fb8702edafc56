import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const DIST = 'dist';

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

const gzipBytes = (file: string) => gzipSync(readFileSync(join(DIST, file))).length;

/** Scripts index.html loads before any lazy route: its module entry and modulepreload links. */
function scriptsInIndexHtml(): string[] {
  const html = readFileSync(join(DIST, 'index.html'), 'utf8');
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

function allJsFiles(dir = 'assets'): string[] {
  return readdirSync(join(DIST, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return allJsFiles(path);
    return entry.name.endsWith('.js') ? [path] : [];
  });
}

export function measureBundle(): BundleSizes {
  const manifest = JSON.parse(readFileSync(join(DIST, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const firstLoadFiles = [...new Set([...scriptsInIndexHtml(), ...staticClosureOfEntry(manifest)])].filter((file) =>
    file.endsWith('.js'),
  );
  const all = allJsFiles();
  const sum = (files: string[]) => files.reduce((total, file) => total + gzipBytes(file), 0);
  return {
    firstLoadFiles,
    firstLoadGzipBytes: sum(firstLoadFiles),
    allJsFiles: all.length,
    allJsGzipBytes: sum(all),
  };
}
