import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { allCards } from './casino-art/cards';
import { allChips } from './casino-art/chips';
import { launchBackdrop, tableFelt } from './casino-art/tableArt';
import { allThumbs } from './casino-art/thumbs';

/**
 * Writes our own casino art into public/: card faces and back (public/cards), the four chips
 * (public/chips), the table felt and launcher backdrop, and the lobby thumbnails (public/casino).
 * Run: npx tsx scripts/generate-casino-art.ts (the output is committed).
 */
const publicDir = join(import.meta.dirname, '..', 'public');

function writeAll(folder: string, files: Map<string, string>): void {
  for (const [name, svg] of files) {
    const path = join(publicDir, folder, name);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, `${svg}\n`);
  }
}

writeAll('cards', allCards());
writeAll('chips', allChips());
writeAll('casino/thumbs', allThumbs());
writeAll(
  'casino',
  new Map([
    ['table-felt.svg', tableFelt()],
    ['launch-backdrop.svg', launchBackdrop()],
  ]),
);
