import { z } from 'zod';
import { envelope, nonEmptyText, paged, text } from './http';

/** The fields of the IP lookup that sign-in stores (AUTH-14); `query` is the IP. */
const storedIpInfo = z.object({
  query: text(64),
  isp: text(200).optional(),
  city: text(200).optional(),
  regionName: text(200).optional(),
  country: text(200).optional(),
});

/** IP lookup object (AUTH-14) as the client reads it, with whatever else the lookup answers. */
export const ipInfo = storedIpInfo.loose();
export type IpInfo = z.infer<typeof ipInfo>;

export const signInRequest = z.object({
  userName: nonEmptyText(100),
  password: z.string().min(1).max(200),
  deviceIp: text(64),
  // The client sends the whole lookup object; the server keeps only what it stores (unknown keys are dropped).
  ipInfo: storedIpInfo,
});
export type SignInRequest = z.infer<typeof signInRequest>;

export const role = z.object({ name: z.string(), rolePermissions: z.array(z.string()).optional() });
export type Role = z.infer<typeof role>;

export const signedInUser = z.object({
  _id: z.string(),
  userName: z.string(),
  role,
  currency: z.string(),
  openingBalance: z.number(),
});
export type SignedInUser = z.infer<typeof signedInUser>;

export const signInResponse = envelope(z.object({ userToken: z.string(), user: signedInUser }).nullish());
export type SignInResponse = z.infer<typeof signInResponse>;

/** Current user (STATE-14, SRV-04). */
export const userDetails = z.object({
  _id: z.string(),
  userName: z.string(),
  name: z.string(),
  mobile: z.string(),
  exposureLimit: z.number(),
  role,
  currency: z.string(),
  openingBalance: z.number(),
});
export type UserDetails = z.infer<typeof userDetails>;
export const userDetailsResponse = envelope(userDetails);

export const updatePasswordRequest = z.object({
  currentPassword: z.string().min(1).max(200),
  newPassword: z.string().min(1).max(200),
  confirmPassword: z.string().min(1).max(200),
});
export type UpdatePasswordRequest = z.infer<typeof updatePasswordRequest>;

export const passwordHistoryRow = z.object({ updatedOf: z.string(), updatedBy: z.string(), createdAt: z.string() });
export type PasswordHistoryRow = z.infer<typeof passwordHistoryRow>;
export const passwordHistoryResponse = paged(passwordHistoryRow);

export const loginActivityRow = z.object({
  loginTime: z.string(),
  loginStatus: z.string(),
  /** What the client reported (the spec's entities). */
  deviceIp: z.string(),
  /**
   * Our addition: the address the server saw (through trusted proxies only), shown beside deviceIp.
   * Optional, so a spec-shaped server's rows still validate.
   */
  serverIp: z.string().optional(),
  isp: z.string(),
  city: z.string(),
  state: z.string(),
  country: z.string(),
});
export type LoginActivityRow = z.infer<typeof loginActivityRow>;
export const loginActivityResponse = paged(loginActivityRow);
