import { strings } from '../../../contract/strings';

export interface Credentials {
  userName: string;
  password: string;
}

export type CredentialErrors = Partial<Record<keyof Credentials, string>>;

/** AUTH-09..11 OPEN-019: a value empty after trimming is missing; anything else is sent as typed. */
export function validateCredentials({ userName, password }: Credentials): CredentialErrors {
  const errors: CredentialErrors = {};
  if (userName.trim() === '') errors.userName = strings.pleaseEnterUsername;
  if (password.trim() === '') errors.password = strings.pleaseEnterPassword;
  return errors;
}
