import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { TextField } from '@/components/ui/text-field';
import { getErrorCode, getErrorMessage } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { newPasswordSchema, reauthenticationCodeSchema, type NewPasswordInput } from '../account-schemas';
import { useSendReauthenticationCode } from '../api/send-reauthentication-code';
import { useUpdateCredentials } from '../api/update-credentials';
import { NewPasswordFields } from './person-fields';

/**
 * A new password. When the session signed in more than a day ago, Auth asks for proof that the
 * person at the keyboard reads the account's mail: a code is mailed and the change waits for it,
 * keeping what was typed.
 */
export function PasswordCard({ email }: { email: string }) {
  const credentials = useUpdateCredentials();
  const sendCode = useSendReauthenticationCode();
  const [codeSent, setCodeSent] = useState(false);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | undefined>();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<NewPasswordInput>({
    resolver: zodResolver(newPasswordSchema),
    defaultValues: { password: '', confirm: '' },
  });

  const requestCode = () =>
    sendCode.mutate(undefined, {
      onSuccess: () => {
        setCodeSent(true);
        setCode('');
        setCodeError(undefined);
      },
      onError: (error) => toast.error('Could not send the code', { description: getErrorMessage(error) }),
    });

  const submit = (values: NewPasswordInput) => {
    let nonce: string | undefined;
    if (codeSent) {
      const parsed = reauthenticationCodeSchema.safeParse(code);
      if (!parsed.success) {
        setCodeError(parsed.error.issues[0]?.message);
        return;
      }
      nonce = parsed.data;
    }
    credentials.mutate(
      { password: values.password, nonce },
      {
        onSuccess: () => {
          reset();
          setCodeSent(false);
          setCode('');
          toast.success('Password changed');
        },
        onError: (error) => {
          const errorCode = getErrorCode(error);
          if (errorCode === 'reauthentication_needed') requestCode();
          else if (errorCode === 'reauthentication_not_valid') setCodeError(getErrorMessage(error));
          else toast.error('Could not change password', { description: getErrorMessage(error) });
        },
      },
    );
  };

  return (
    <Card>
      <CardHeader title="Password" description="Choose a new password for signing in." />
      <form noValidate className="flex flex-col gap-4" onSubmit={handleSubmit(submit)}>
        <NewPasswordFields
          password={register('password')}
          confirm={register('confirm')}
          errors={{ password: errors.password?.message, confirm: errors.confirm?.message }}
          className="grid gap-4 sm:grid-cols-2"
        />
        {codeSent && (
          <div className="flex flex-col gap-3 rounded-lg border border-brand-200 bg-brand-50 p-3">
            <p role="status" className="text-sm text-ink">
              For your security, we emailed a 6-digit code to <strong className="break-all">{email}</strong>.
              Enter it to confirm the new password.
            </p>
            <TextField
              label="Code from the email"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              value={code}
              error={codeError}
              onChange={(e) => {
                setCode(e.target.value);
                setCodeError(undefined);
              }}
              className="max-w-48"
            />
            <Button variant="ghost" busy={sendCode.isPending} onClick={requestCode} className="self-start">
              Send a new code
            </Button>
          </div>
        )}
        <Button
          type="submit"
          variant="secondary"
          busy={credentials.isPending || sendCode.isPending}
          className="self-start"
        >
          {codeSent ? 'Confirm new password' : 'Change password'}
        </Button>
      </form>
    </Card>
  );
}
