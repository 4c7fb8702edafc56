import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

const nonces = new WeakMap<ServerResponse, string>();

/** A page's nonce for the inline scripts it carries (made on first ask, one per response). */
export function scriptNonceOf(response: ServerResponse): string {
  let nonce = nonces.get(response);
  if (nonce === undefined) {
    nonce = randomBytes(16).toString('base64');
    nonces.set(response, nonce);
  }
  return nonce;
}

/** The CSP `script-src` source for a response: its nonce when it carries inline scripts, else only our own origin. */
export const scriptNonceSource = (_request: IncomingMessage, response: ServerResponse): string => {
  const nonce = nonces.get(response);
  return nonce === undefined ? "'self'" : `'nonce-${nonce}'`;
};
