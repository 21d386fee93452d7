// Field pairs several account forms share: a person's names (sign-up, profile) and a new password
// with its confirmation (profile, reset). Each takes react-hook-form's register() results.
import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from '@/components/ui/text-field';
import { cn } from '@/lib/cn';

export function NameFields({
  first,
  last,
  errors,
  className,
}: {
  first: UseFormRegisterReturn;
  last: UseFormRegisterReturn;
  errors: { first?: string; last?: string };
  className?: string;
}) {
  return (
    <div className={cn('grid gap-4 sm:grid-cols-2', className)}>
      <TextField label="First name" autoComplete="given-name" error={errors.first} {...first} />
      <TextField label="Last name" autoComplete="family-name" error={errors.last} {...last} />
    </div>
  );
}

export function NewPasswordFields({
  password,
  confirm,
  errors,
  className,
}: {
  password: UseFormRegisterReturn;
  confirm: UseFormRegisterReturn;
  errors: { password?: string; confirm?: string };
  className?: string;
}) {
  return (
    <div className={className}>
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        revealable
        error={errors.password}
        {...password}
      />
      <TextField
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        error={errors.confirm}
        {...confirm}
      />
    </div>
  );
}
