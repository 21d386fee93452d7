import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import { LoadingScreen } from '@/components/loading-screen';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useSession } from '@/hooks/use-session';
import { getErrorMessage } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { newPasswordSchema, type NewPasswordInput } from '../account-schemas';
import { useSetNewPassword } from '../api/set-new-password';
import { AuthLayout } from '../components/auth-layout';
import { NewPasswordFields } from '../components/person-fields';
import { accountPaths } from '../paths';

/** Where the recovery link lands: the link signs the user in; here they choose a new password. */
export function ResetPasswordPage() {
  const { status } = useSession();
  const update = useSetNewPassword();
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<NewPasswordInput>({
    resolver: zodResolver(newPasswordSchema),
    defaultValues: { password: '', confirm: '' },
  });

  useEffect(() => {
    if (!update.isSuccess) return;
    toast.success('Password updated', { description: 'Use your new password the next time you sign in.' });
    navigate(accountPaths.dashboard.href(), { replace: true });
  }, [update.isSuccess, navigate]);

  if (status === 'loading') return <LoadingScreen />;

  return (
    <AuthLayout
      title="Choose a new password"
      description="Enter a new password for your account."
      footer={
        <Link to={accountPaths.login.href()} className="font-semibold text-brand-700 hover:underline">
          Back to sign in
        </Link>
      }
    >
      {status === 'unauthenticated' ? (
        <div className="flex flex-col gap-4">
          <Alert>This password reset link is invalid or has expired.</Alert>
          <Link
            to={accountPaths.forgotPassword.href()}
            className="font-semibold text-brand-700 hover:underline"
          >
            Send a new link
          </Link>
        </div>
      ) : (
        <form
          noValidate
          onSubmit={handleSubmit((values) => update.mutate(values.password))}
          className="flex flex-col gap-5"
        >
          {update.isError && <Alert>{getErrorMessage(update.error)}</Alert>}
          <NewPasswordFields
            password={register('password')}
            confirm={register('confirm')}
            errors={{ password: errors.password?.message, confirm: errors.confirm?.message }}
            className="flex flex-col gap-5"
          />
          <Button type="submit" busy={update.isPending} className="w-full">
            {update.isPending ? 'Saving...' : 'Set new password'}
          </Button>
        </form>
      )}
    </AuthLayout>
  );
}
