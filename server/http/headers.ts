import type { IncomingHttpHeaders } from 'node:http';
import { HEADER_AUTHORIZATION, HEADER_DOMAIN, HEADER_USER_TOKEN } from '../../contract/headers';

const single = (value: string | string[] | undefined): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined;

export const domainHeader = (headers: IncomingHttpHeaders) => single(headers[HEADER_DOMAIN]);

export const userTokenHeader = (headers: IncomingHttpHeaders) => single(headers[HEADER_USER_TOKEN]);

export const bearerToken = (headers: IncomingHttpHeaders) => /^Bearer (\S+)$/i.exec(single(headers[HEADER_AUTHORIZATION]) ?? '')?.[1];
