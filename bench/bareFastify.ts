/**
 * The yardstick of the snapshot benches, run as its own process like the server it is compared with: a bare
 * Fastify (no hooks, no plugins, no logger) answering GET BARE_ROUTE (a route pattern, so the router does the
 * same work) with the bytes BARE_SOURCE answers, as JSON. It fetches them again every second, as the snapshot
 * changes with each tick (a table's results grow round by round), so both send the same bytes throughout.
 */
import Fastify from 'fastify';

const REFRESH_MS = 1_000;
const port = Number(process.env.BARE_PORT);
const route = process.env.BARE_ROUTE ?? '/';
const source = process.env.BARE_SOURCE ?? '';

// Made the way the server makes its snapshot (JSON.stringify), so Node writes the same kind of string.
const fetchBody = () => fetch(source).then(async (response) => JSON.stringify(await response.json()));
let body = await fetchBody();
setInterval(() => {
  fetchBody().then(
    (text) => (body = text),
    () => undefined,
  );
}, REFRESH_MS);

const app = Fastify();
app.get(route, (_request, reply) => {
  reply.type('application/json; charset=utf-8').send(body);
});
await app.listen({ port, host: '127.0.0.1' });
