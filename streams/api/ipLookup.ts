import axios from 'axios';
import { catchError, defer, from, map, of, tap, type Observable } from 'rxjs';
import { z } from 'zod';
import { ipInfo, type IpInfo } from '../../contract/auth';
import { readJson, writeJson } from '../core/browser';
import { now } from '../core/clock';
import { source } from '../core/source';

export const IP_CACHE_KEY = 'ipInfo';
export const IP_CACHE_MS = 60 * 60 * 1000;
export const DEFAULT_IP_LOOKUP_URL = '/ip/json?callback=ipCallback';
export const NO_IP: IpInfo = { query: '' };

/** Its own client: the lookup never carries the app's headers (AUTH-14). Tests swap its adapter. */
export const ipHttp = axios.create({ responseType: 'text', transformResponse: [(data: unknown) => data] });

const cachedIp = z.object({ data: ipInfo, expiry: z.number() });

function lookupUrl(): string {
  const configured: unknown = import.meta.env.VITE_IP_LOOKUP_URL;
  return typeof configured === 'string' && configured !== '' ? configured : DEFAULT_IP_LOOKUP_URL;
}

/** Accepts `callback({...});` (AUTH-14) or plain JSON (OPEN-121). */
export function parseIpText(text: string): IpInfo {
  const wrapped = /^[\w$.]+\s*\(([\s\S]*)\)\s*;?$/.exec(text.trim());
  return ipInfo.parse(JSON.parse(wrapped?.[1] ?? text));
}

/** AUTH-14..16, STATE-08: the IP info, cached for an hour; a failure is logged and yields `{ query: '' }`. */
export function lookupIp(): Observable<IpInfo> {
  return defer(() => {
    const cached = cachedIp.safeParse(readJson(IP_CACHE_KEY));
    if (cached.success && cached.data.expiry > now()) return of(cached.data.data);
    const url = lookupUrl();
    return source('ipLookup', url, () => from(ipHttp.get<unknown>(url)).pipe(map((res) => String(res.data)))).pipe(
      map(parseIpText),
      tap((data) => writeJson(IP_CACHE_KEY, { data, expiry: now() + IP_CACHE_MS })),
      catchError((error: unknown) => {
        console.error('IP lookup failed', error);
        return of(NO_IP);
      }),
    );
  });
}
