import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { TextField } from '@/components/ui/text-field';
import { getErrorMessage } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { emailSchema, type EmailInput } from '../account-schemas';
import { useUpdateCredentials } from '../api/update-credentials';

/**
 * Auth's note in the URL fragment after a confirmation link: the first of two confirmations
 * (`message`), or why a link did not work (`error_description`). Shown once, then removed.
 */
function useConfirmationLinkNotice() {
  useEffect(() => {
    const fragment = new URLSearchParams(window.location.hash.slice(1));
    const message = fragment.get('message');
    const error = fragment.get('error_description');
    if (!message && !error) return;
    if (message) toast.info('Email change', { description: message });
    else toast.error('Could not confirm the email change', { description: error ?? undefined });
    window.history.replaceState(null, '', window.location.pathname + window.location.search);
  }, []);
}

/**
 * A new sign-in address applies only once confirmed from the links Auth mails to the current
 * address and to the new one; until then the account keeps the current address.
 */
export function EmailCard({ email, pendingEmail }: { email: string; pendingEmail: string | undefined }) {
  const credentials = useUpdateCredentials();
  useConfirmationLinkNotice();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<EmailInput>({ resolver: zodResolver(emailSchema), defaultValues: { email } });
  const pending = pendingEmail && pendingEmail !== email ? pendingEmail : undefined;
  return (
    <Card>
      <CardHeader title="Email address" description={`Currently ${email || 'not set'}.`} />
      {pending && (
        <p role="status" className="mb-4 rounded-lg border border-brand-200 bg-brand-50 p-3 text-sm text-ink">
          Waiting for confirmation of <strong className="break-all">{pending}</strong>: open the links we
          emailed to <strong className="break-all">{email}</strong> and to{' '}
          <strong className="break-all">{pending}</strong>. Until then you sign in with {email}.
        </p>
      )}
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={handleSubmit((values) =>
          credentials.mutate(
            { email: values.email },
            {
              onSuccess: (user) =>
                user.new_email && user.new_email !== user.email
                  ? toast.success('Confirm the change from both inboxes', {
                      description: `We emailed a confirmation link to ${user.email} and to ${user.new_email}.`,
                    })
                  : toast.success('Email updated', { description: `You now sign in with ${user.email}.` }),
              onError: (error) =>
                toast.error('Could not change email', { description: getErrorMessage(error) }),
            },
          ),
        )}
      >
        <TextField
          label="New email"
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <Button type="submit" variant="secondary" busy={credentials.isPending} className="self-start">
          Change email
        </Button>
      </form>
    </Card>
  );
}
