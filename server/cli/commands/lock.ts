import { z } from 'zod';
import { isoAt } from '../../clock';
import { setEventLock } from '../../repositories/eventLocks';
import { boolFlag, defineCommand, hostName, integer, text, type CliContext } from '../command';
import { userNamed } from '../lookups';

const schema = z.object({
  username: text(100),
  eventId: integer,
  lock: boolFlag,
  host: hostName.optional(),
});
export type SetLockArgs = z.output<typeof schema>;

/** Locks or unlocks a sport (event id) for one user (SRV-29). */
export async function setLock(context: CliContext, args: SetLockArgs): Promise<void> {
  const user = await userNamed(context.db, args.username, args.host);
  await setEventLock(context.db, { userId: user.id, eventId: args.eventId, locked: args.lock, updatedAt: isoAt(context.now()) });
  context.out(`event ${args.eventId} ${args.lock ? 'locked' : 'unlocked'} for ${args.username}`);
}

export const lockSetCommand = defineCommand({
  name: 'lock:set',
  usage: 'lock:set --username U --event-id N --lock true|false [--host H]',
  summary: 'lock or unlock an event (sport) for a user',
  options: { username: { type: 'string' }, 'event-id': { type: 'string' }, lock: { type: 'string' }, host: { type: 'string' } },
  schema,
  run: setLock,
});
