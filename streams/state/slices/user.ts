import { z } from 'zod';
import { role, userDetails } from '../../../contract/auth';
import { createStore } from '../createStore';

/** STATE-14: the user record and role, filled from GET /auth/letest-user-details. */
export const profile = userDetails.pick({ _id: true, userName: true, exposureLimit: true, mobile: true, name: true });
export type Profile = z.infer<typeof profile>;

const userState = z.object({ user: profile.nullable(), role: role.nullable() });
export type UserState = z.infer<typeof userState>;

export const userStore = createStore<UserState>('user', { user: null, role: null }, { schema: userState });
