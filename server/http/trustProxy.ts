import { isIP } from 'node:net';
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
    const entries = text.split(',').map((entry) => entry.trim()).filter((entry) => entry !== '');
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
