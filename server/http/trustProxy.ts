import { isIP } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';

/**
 * Which peers may tell the client's address in X-Forwarded-For: none (false), the nearest N hops, or
 * these proxy addresses / CIDR ranges (also proxy-addr's names: loopback, linklocal, uniquelocal).
 */
export type TrustProxy = false | number | string[];

const NAMED_RANGES = ['loopback', 'linklocal', 'uniquelocal'];

const isProxyAddress = (entry: string): boolean => {
  const [address = '', bits, ...rest] = entry.split('/');
  if (rest.length > 0) return false;
  if (bits === undefined) return NAMED_RANGES.includes(address) || isIP(address) !== 0;
  const maxBits = isIP(address) === 6 ? 128 : 32;
  return isIP(address) !== 0 && /^\d{1,3}$/.test(bits) && Number(bits) <= maxBits;
};

/** TRUST_PROXY: unset, empty or "false" = off; a whole number = hop count; else a comma-separated list. */
export const trustProxySetting = z
  .string()
  .optional()
  .transform((value, context): TrustProxy => {
    const text = value?.trim() ?? '';
    if (text === '' || text === 'false' || text === '0') return false;
    if (/^\d+$/.test(text)) return Number(text);
    const entries = text
      .split(',')
      .map((entry) => entry.trim())
      .filter((entry) => entry !== '');
    const wrong = entries.find((entry) => !isProxyAddress(entry));
    if (wrong !== undefined) {
      context.addIssue({ code: 'custom', message: `"${wrong}" is not a hop count, an IP address or a CIDR range` });
      return z.NEVER;
    }
    return entries;
  });

/** Fastify's option: a hop count trusts the nearest `hops` peers (what proxy-addr does with a number). */
export const fastifyTrustProxy = (setting: TrustProxy): boolean | string[] | ((address: string, hop: number) => boolean) =>
  typeof setting === 'number' ? (_address, hop) => hop < setting : setting;

const IPV4_MAPPED = /^::ffff:(\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3})$/i;

/** One spelling per address: an IPv4-mapped IPv6 address is its IPv4 address; IPv6 in lower case. */
export const canonicalIp = (address: string): string => {
  const mapped = IPV4_MAPPED.exec(address);
  return mapped?.[1] ?? address.toLowerCase();
};

/** The client's address the limits, the Activity Log and the IP lookup use. */
export const clientIp = (request: FastifyRequest): string => canonicalIp(request.ip);

/**
 * With TRUST_PROXY, an X-Forwarded-For entry that is not an IP address is dropped before the address is read
 * (Fastify reads the header on every access of `request.ip`), so it can name neither a client nor a proxy.
 */
export function ignoreForwardedNonIps(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    const header = request.raw.headers['x-forwarded-for'];
    if (header === undefined) return;
    const entries = (Array.isArray(header) ? header.join(',') : header).split(',').map((entry) => entry.trim());
    const addresses = entries.filter((entry) => isIP(entry) !== 0).map(canonicalIp);
    if (addresses.length === 0) delete request.raw.headers['x-forwarded-for'];
    else request.raw.headers['x-forwarded-for'] = addresses.join(', ');
  });
}
