import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { getErrorMessage } from '@/lib/errors';
import { emailSchema, type EmailInput } from '../account-schemas';
import { useSendSignInLink } from '../api/send-sign-in-link';
import { AuthLayout } from '../components/auth-layout';
import { accountPaths } from '../paths';

/** Passwordless sign-in: the mailed link (or its code) signs the account in on this browser. */
export function SignInLinkPage() {
  const send = useSendSignInLink();
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors },
  } = useForm<EmailInput>({ resolver: zodResolver(emailSchema), defaultValues: { email: '' } });

  return (
    <AuthLayout
      title="Sign in with an email link"
      description="Enter the email of your account and we'll send you a link that signs you in, no password needed."
      footer={
        <>
          Prefer your password?{' '}
          <Link to={accountPaths.login.href()} className="font-semibold text-brand-700 hover:underline">
            Back to sign in
          </Link>
        </>
      }
    >
      {send.isSuccess ? (
        <div className="flex flex-col gap-4">
          <Alert tone="success">
            If an account exists for {getValues('email')}, a sign-in link is on its way. Open it in this
            browser within the hour.
          </Alert>
          <Button variant="secondary" onClick={() => send.reset()} className="w-full">
            Use a different email
          </Button>
        </div>
      ) : (
        <form
          noValidate
          onSubmit={handleSubmit((values) => send.mutate(values.email.toLowerCase()))}
          className="flex flex-col gap-5"
        >
          {send.isError && <Alert>{getErrorMessage(send.error)}</Alert>}
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            autoCapitalize="none"
            spellCheck={false}
            placeholder="you@example.com"
            error={errors.email?.message}
            {...register('email')}
          />
          <Button type="submit" busy={send.isPending} className="w-full">
            {send.isPending ? 'Sending...' : 'Email me a sign-in link'}
          </Button>
        </form>
      )}
    </AuthLayout>
  );
}
