import { useState } from 'react';
import { signUpRequest, type SignUpForm } from '../../../contract/signup';

export type SignUpValues = Required<Pick<SignUpForm, 'userName' | 'password' | 'confirmPassword' | 'mobile'>>;
export type SignUpErrors = Partial<Record<keyof SignUpValues, string>>;

const EMPTY: SignUpValues = { userName: '', password: '', confirmPassword: '', mobile: '' };

/** The server's own schema checks the fields first, so the form shows the same messages the API would answer. */
function errorsOf(values: SignUpValues): SignUpErrors {
  const parsed = signUpRequest.safeParse({ ...values, deviceIp: '', ipInfo: { query: '' } });
  if (parsed.success) return {};
  const errors: SignUpErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof SignUpValues;
    errors[field] ??= issue.message;
  }
  return errors;
}

/** Field values and their messages; a field's message clears as soon as it is edited. */
export function useSignUpForm() {
  const [values, setValues] = useState<SignUpValues>(EMPTY);
  const [errors, setErrors] = useState<SignUpErrors>({});

  const change = (field: keyof SignUpValues) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const validate = (): boolean => {
    const found = errorsOf(values);
    setErrors(found);
    return Object.keys(found).length === 0;
  };

  return { values, errors, change, validate };
}
