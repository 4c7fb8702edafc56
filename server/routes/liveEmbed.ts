import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { numericIdParam, text } from '../../contract/http';
import type { SportsSnapshots } from '../live/sportsSnapshots';
import { badRequest } from '../errors';

const query = z.object({ event_id: text(64).regex(/^[\w.-]+$/, 'must be a match id'), sport_id: numericIdParam });

function parseQuery(raw: unknown) {
  const parsed = query.safeParse(raw);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  throw badRequest(`query.${issue?.path.join('.') ?? ''}: ${issue?.message ?? 'invalid'}`);
}

const page = (mode: 'score' | 'tv', eventId: string, sportId: number) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${mode === 'score' ? 'Live score' : 'Live match'}</title>
<link rel="stylesheet" href="/embed/live-match.css">
</head>
<body class="${mode}">
<main id="live-match" data-mode="${mode}" data-event-id="${eventId}" data-sport-id="${sportId}" aria-live="polite"></main>
<script type="module" src="/embed/live-match.js"></script>
</body>
</html>
`;

/**
 * SRV-36: the same-origin score and TV pages used when no external host is configured (MKT-24..26): a
 * scoreboard and a drawn pitch or court of the simulated match (public/embed/live-match.js), fed by
 * /embed/live-data from the sports snapshots.
 */
export function registerLiveEmbedRoutes(app: FastifyInstance, snapshots: SportsSnapshots): void {
  for (const mode of ['score', 'tv'] as const) {
    app.get(`/embed/${mode}`, async (request, reply) => {
      const { event_id, sport_id } = parseQuery(request.query);
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(page(mode, event_id, sport_id));
    });
  }
  app.get('/embed/live-data', async (request, reply) => {
    const { event_id, sport_id } = parseQuery(request.query);
    const score = snapshots.score(sport_id, event_id);
    reply.type('application/json; charset=utf-8').header('cache-control', 'no-store');
    if (score === undefined) return reply.code(404).send({ status: false, message: `no live match ${event_id} of sport ${sport_id}` });
    return reply.send(`{"status":true,"data":${score}}`);
  });
}
