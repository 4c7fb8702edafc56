import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { bytesPerSource, packageOf, type SourceMapLike } from './sourceMapShares';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** The home route's page module: its chunk loads with the first screen, so it counts as first load. */
export const HOME_ROUTE_MODULE = 'src/features/home/HomePage.tsx';

export interface BundleSizes {
  firstLoadFiles: string[];
  firstLoadGzipBytes: number;
  /** Gzip bytes of the first load per npm package (and our own folders), largest first. */
  firstLoadByPackage: [string, number][];
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

/** The entry chunk and the home route's chunk plus everything they import statically (other lazy chunks wait for a click). */
function firstLoadClosure(manifest: Manifest): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(chunk.file)) return;
    seen.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  Object.entries(manifest)
    .filter(([key, chunk]) => chunk.isEntry || key === HOME_ROUTE_MODULE)
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

/** Splits each file's gzip size over packages in proportion to the minified bytes its source map gives them. */
function gzipByPackage(dist: string, files: string[], gzipBytes: (file: string) => number): [string, number][] {
  const totals = new Map<string, number>();
  for (const file of files) {
    const mapFile = join(dist, `${file}.map`);
    const gzip = gzipBytes(file);
    if (!existsSync(mapFile)) {
      totals.set('(no source map)', (totals.get('(no source map)') ?? 0) + gzip);
      continue;
    }
    const code = readFileSync(join(dist, file), 'utf8');
    const shares = bytesPerSource(code, JSON.parse(readFileSync(mapFile, 'utf8')) as SourceMapLike);
    const mapped = [...shares.values()].reduce((sum, bytes) => sum + bytes, 0) || 1;
    for (const [source, bytes] of shares) {
      const name = packageOf(source);
      totals.set(name, (totals.get(name) ?? 0) + (gzip * bytes) / mapped);
    }
  }
  return [...totals].sort((a, b) => b[1] - a[1]);
}

/** Sizes of a production build in `dist` (made with `build.manifest: true`; with source maps for the breakdown). */
export function measureBundle(dist: string): BundleSizes {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const gzipBytes = (file: string) => gzipSync(readFileSync(join(dist, file))).length;
  const firstLoadFiles = [...new Set([...scriptsInIndexHtml(dist), ...firstLoadClosure(manifest)])].filter((file) => file.endsWith('.js'));
  const all = allJsFiles(dist);
  const sum = (files: string[]) => files.reduce((total, file) => total + gzipBytes(file), 0);
  return {
    firstLoadFiles,
    firstLoadGzipBytes: sum(firstLoadFiles),
    firstLoadByPackage: gzipByPackage(dist, firstLoadFiles, gzipBytes),
    allJsFiles: all.length,
    allJsGzipBytes: sum(all),
  };
}
