import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { getErrorMessage } from '@/lib/errors';
import { useSignUp } from '../api/sign-up';
import { MIN_PASSWORD_LENGTH, signupSchema, type SignupFormValues, type SignupInput } from '../schemas';
import { accountPaths } from '../paths';
import { NameFields } from './person-fields';

export function SignupForm() {
  const signUp = useSignUp();
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors },
  } = useForm<SignupFormValues, unknown, SignupInput>({
    resolver: zodResolver(signupSchema),
    defaultValues: { firstName: '', lastName: '', identifier: '', password: '' },
  });

  // The project confirms addresses: a user but no session until the mailed link is opened. The
  // answer is the same whether or not the address already had an account (which gets no link), so
  // the page says what to do in both cases without knowing which it is.
  if (signUp.status === 'success' && !signUp.data.session) {
    return (
      <Alert tone="success">
        <p className="font-semibold">Check your inbox</p>
        <p className="mt-1">
          We sent a link to <span className="font-semibold break-all">{getValues('identifier')}</span> to
          confirm your account. Open it to finish signing up.
        </p>
        <p className="mt-2">
          Already have an account with this address? No new link is sent:{' '}
          <Link to={accountPaths.login.href()} className="font-semibold underline">
            sign in
          </Link>{' '}
          or{' '}
          <Link to={accountPaths.forgotPassword.href()} className="font-semibold underline">
            reset your password
          </Link>
          .
        </p>
      </Alert>
    );
  }

  return (
    <form noValidate onSubmit={handleSubmit(signUp.mutate)} className="flex flex-col gap-5">
      {signUp.isError && <Alert>{getErrorMessage(signUp.error)}</Alert>}
      <NameFields
        first={register('firstName')}
        last={register('lastName')}
        errors={{ first: errors.firstName?.message, last: errors.lastName?.message }}
        className="gap-5"
      />
      <TextField
        label="Email or phone"
        autoComplete="username"
        inputMode="email"
        autoCapitalize="none"
        spellCheck={false}
        placeholder="you@example.com"
        hint="For a phone number, start with your country code, e.g. +44."
        error={errors.identifier?.message}
        {...register('identifier')}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        revealable
        hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}
        error={errors.password?.message}
        {...register('password')}
      />
      <Button type="submit" busy={signUp.isPending} className="mt-1 w-full">
        {signUp.isPending ? 'Creating account...' : 'Create account'}
      </Button>
    </form>
  );
}
