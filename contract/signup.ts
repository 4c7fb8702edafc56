import { z } from 'zod';
import { signInRequest } from './auth';
import { nonEmptyText } from './http';
import { strings } from './strings';

/** The account rules the operator CLI's `user:create` applies too, so both create the same kind of name. */
export const MAX_USER_NAME_LENGTH = 100;
export const MIN_PASSWORD_LENGTH = 6;
export const MAX_PASSWORD_LENGTH = 200;

export const newUserName = nonEmptyText(MAX_USER_NAME_LENGTH);
export const newPassword = z.string().min(MIN_PASSWORD_LENGTH, strings.signUpPasswordTooShort).max(MAX_PASSWORD_LENGTH);

/** 7 to 15 digits (E.164 length), an optional leading +; spaces and dashes as typed are dropped. */
const mobile = z
  .string()
  .trim()
  .max(30)
  .transform((value) => value.replace(/[\s-]/g, ''))
  .pipe(z.string().regex(/^\+?\d{7,15}$/, strings.signUpMobileInvalid));

/** Our addition to the spec's API: POST auth/signup, a new bettor on the caller's domain, answered like sign-in. */
export const signUpRequest = z
  .object({
    userName: z.string().trim().min(1, strings.pleaseEnterUsername).max(MAX_USER_NAME_LENGTH).pipe(newUserName),
    password: newPassword,
    confirmPassword: z.string().max(MAX_PASSWORD_LENGTH),
    mobile,
    deviceIp: signInRequest.shape.deviceIp,
    ipInfo: signInRequest.shape.ipInfo,
  })
  .refine((body) => body.password === body.confirmPassword, { message: strings.signUpPasswordsDiffer, path: ['confirmPassword'] });
export type SignUpRequest = z.infer<typeof signUpRequest>;
export type SignUpForm = z.input<typeof signUpRequest>;
