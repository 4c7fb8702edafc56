/**
 * The yardstick of the snapshot benches, run as its own process like the server it is compared with: a bare
 * Fastify (no hooks, no plugins, no logger) answering GET BARE_ROUTE (a route
 * pattern, so the router does the same work) with the bytes in BARE_BODY, as JSON.
 */
import Fastify from 'fastify';

const port = Number(process.env.BARE_PORT);
const route = process.env.BARE_ROUTE ?? '/';
const body = process.env.BARE_BODY ?? '';

const app = Fastify();
app.get(route, (_request, reply) => {
  reply.type('application/json; charset=utf-8').send(body);
});
await app.listen({ port, host: '127.0.0.1' });
