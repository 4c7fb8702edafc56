import type { Role, UserDetails } from '../../../contract/auth';
import { createStore } from '../createStore';

/** The user record as the profile shows it (PROF-02). */
export type Profile = Pick<UserDetails, '_id' | 'userName' | 'exposureLimit' | 'mobile' | 'name'>;

export const profileOf = ({ _id, userName, exposureLimit, mobile, name }: UserDetails): Profile => ({
  _id,
  userName,
  exposureLimit,
  mobile,
  name,
});

/** STATE-14: the user record and role, filled from GET /auth/letest-user-details. */
export interface UserState {
  user: Profile | null;
  role: Role | null;
}

export const userStore = createStore<UserState>('user', { user: null, role: null });
