import { useState } from 'react';
import { validateCredentials, type CredentialErrors, type Credentials } from './validateCredentials';

/** Field values and their messages; a field's message clears as soon as it is edited. */
export function useCredentialsForm() {
  const [values, setValues] = useState<Credentials>({ userName: '', password: '' });
  const [errors, setErrors] = useState<CredentialErrors>({});

  const change = (field: keyof Credentials) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const validate = (): boolean => {
    const found = validateCredentials(values);
    setErrors(found);
    return Object.keys(found).length === 0;
  };

  return { values, errors, changeUserName: change('userName'), changePassword: change('password'), validate };
}
