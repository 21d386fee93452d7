import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { getErrorMessage } from '@/lib/errors';
import { useSignIn } from '../api/sign-in';
import { loginSchema, type LoginFormValues, type LoginInput } from '../schemas';

export function LoginForm() {
  const signIn = useSignIn();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginFormValues, unknown, LoginInput>({
    resolver: zodResolver(loginSchema),
    defaultValues: { identifier: '', password: '' },
  });

  return (
    <form noValidate onSubmit={handleSubmit(signIn.mutate)} className="flex flex-col gap-5">
      {signIn.isError && <Alert>{getErrorMessage(signIn.error)}</Alert>}
      <TextField
        label="Email or phone"
        autoComplete="username"
        inputMode="email"
        autoCapitalize="none"
        spellCheck={false}
        placeholder="you@example.com"
        error={errors.identifier?.message}
        {...register('identifier')}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        revealable
        error={errors.password?.message}
        {...register('password')}
      />
      <Link
        to="/forgot-password"
        className="-mt-3 self-end text-sm font-semibold text-brand-700 hover:underline"
      >
        Forgot password?
      </Link>
      <Button type="submit" busy={signIn.isPending} className="mt-1 w-full">
        {signIn.isPending ? 'Signing in...' : 'Sign in'}
      </Button>
    </form>
  );
}
