import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { getErrorMessage } from '@/lib/errors';
import { emailSchema, type EmailInput } from '../account-schemas';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { AuthLayout } from '../components/auth-layout';
import { accountPaths } from '../paths';

export function ForgotPasswordPage() {
  const request = useRequestPasswordReset();
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors },
  } = useForm<EmailInput>({ resolver: zodResolver(emailSchema), defaultValues: { email: '' } });

  return (
    <AuthLayout
      title="Reset your password"
      description="Enter the email of your account and we'll send you a link to choose a new password."
      footer={
        <>
          Remembered it?{' '}
          <Link to={accountPaths.login.href()} className="font-semibold text-brand-700 hover:underline">
            Back to sign in
          </Link>
        </>
      }
    >
      {request.isSuccess ? (
        <Alert tone="success">
          If an account exists for {getValues('email')}, a password reset link is on its way. Check your
          inbox.
        </Alert>
      ) : (
        <form
          noValidate
          onSubmit={handleSubmit((values) => request.mutate(values.email.toLowerCase()))}
          className="flex flex-col gap-5"
        >
          {request.isError && <Alert>{getErrorMessage(request.error)}</Alert>}
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
          <Button type="submit" busy={request.isPending} className="w-full">
            {request.isPending ? 'Sending...' : 'Send reset link'}
          </Button>
        </form>
      )}
    </AuthLayout>
  );
}
