import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { text } from '../../contract/http';
import { tableByEventId, CASINO_TABLES, type TableDef } from '../engines/casino/tables';
import { badRequest } from '../errors';

const query = z.object({ id: text(64).min(1) });

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The table a video id names: its event id or its casino type. */
const tableOfVideoId = (id: string): TableDef | undefined =>
  /^\d+$/.test(id) ? tableByEventId(Number(id)) : CASINO_TABLES.find((def) => def.casinoType === id);

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
  html, body { margin: 0; height: 100%; background: #0b0705; color: #f5e6b8; font-family: Arial, sans-serif; }
  #casino-video { width: 100%; height: 100%; display: flex; align-items: center; justify-content: center; }
  canvas { width: 100%; height: 100%; object-fit: contain; display: block; }
</style>
</head>
<body>${body}</body>
</html>
`;
}

function tablePage(def: TableDef): string {
  const seats = escapeHtml(JSON.stringify(def.rules.seats));
  return page(
    def.title,
    `<div id="casino-video" data-casino-type="${escapeHtml(def.casinoType)}" data-event-id="${def.eventId}" data-title="${escapeHtml(def.title)}" data-seats="${seats}">
<canvas id="table" role="img" aria-label="${escapeHtml(def.title)} live table"></canvas>
</div>
<script type="module" src="/embed/casino-video.js"></script>`,
  );
}

/**
 * SRV-36 OPEN-114: the same-origin casino video used when no external host is configured: a drawn dealer's
 * table (public/embed/casino-video.js) that deals the current round as the feed reveals it.
 */
export function registerCasinoVideoRoutes(app: FastifyInstance): void {
  app.get('/embed/casino-video', async (request, reply) => {
    const parsed = query.safeParse(request.query);
    if (!parsed.success) throw badRequest(`query.id: ${parsed.error.issues[0]?.message ?? 'required'}`);
    const def = tableOfVideoId(parsed.data.id);
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
    if (!def) return reply.code(404).send(page('Casino video', '<p id="casino-video">This Casino Table will be launched soon.</p>'));
    return reply.send(tablePage(def));
  });
}
