import type { FastifyInstance } from 'fastify';

/**
 * Fastify's JSON parser, except that an empty body declared as JSON reads as no body (a logout or any
 * body-less call from a client that always sets the content type); the routes' schemas then decide.
 */
export function acceptEmptyJsonBody(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body === '') done(null, undefined);
    else parseJson(request, body.toString(), done);
  });
}
