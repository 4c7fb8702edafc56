import { randomBytes } from 'node:crypto';

/** 24 hex characters, the shape of the `_id` values the client receives. */
export const newId = (): string => randomBytes(12).toString('hex');
