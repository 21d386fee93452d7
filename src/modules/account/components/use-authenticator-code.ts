import { useState, type ChangeEvent, type FormEvent } from 'react';
import { getErrorMessage } from '@/lib/errors';
import { authenticatorCodeSchema } from '../account-schemas';
import { useVerifyAuthenticatorCode } from '../api/authenticator';

/**
 * A 6-digit authenticator code typed and verified against one factor, as the sign-in step and the
 * set-up form both ask for it: `field` goes on the TextField, `submit` on the form; a malformed or
 * refused code is shown on the field and cleared as the user types again.
 */
export function useAuthenticatorCode(userId: string, factorId: string, onVerified?: () => void) {
  const verify = useVerifyAuthenticatorCode(userId);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = authenticatorCodeSchema.safeParse(code);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    verify.mutate(
      { factorId, code: parsed.data },
      { onSuccess: () => onVerified?.(), onError: (e) => setError(getErrorMessage(e)) },
    );
  };

  const field = {
    inputMode: 'numeric' as const,
    autoComplete: 'one-time-code',
    maxLength: 6,
    value: code,
    error,
    onChange: (e: ChangeEvent<HTMLInputElement>) => {
      setCode(e.target.value);
      setError(undefined);
    },
  };
  return { submit, field, pending: verify.isPending };
}
