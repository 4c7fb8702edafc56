import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { IpInfo } from '../../contract/auth';
import { badRequest } from '../errors';
import { clientIp } from '../http/trustProxy';

const query = z.object({
  callback: z
    .string()
    .max(64)
    .regex(/^[A-Za-z_$][\w$]*$/, 'callback must be a JavaScript identifier')
    .optional(),
});

const LOCAL_LOCATION = { isp: 'Local network', city: 'Local', regionName: 'Local', country: 'Local' } as const;

/** SRV-36: the built-in IP-geolocation responder (callback-wrapped JSON, like the external service). */
export function registerIpRoutes(app: FastifyInstance): void {
  app.get('/ip/json', async (request, reply) => {
    const parsed = query.safeParse(request.query);
    if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? 'invalid query');
    const info: IpInfo & { status: 'success' } = { query: clientIp(request), ...LOCAL_LOCATION, status: 'success' };
    const { callback } = parsed.data;
    if (!callback) return info;
    return reply.type('application/javascript; charset=utf-8').send(`${callback}(${JSON.stringify(info)})`);
  });
}
