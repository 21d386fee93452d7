import type { ReactNode } from 'react';
import { getErrorMessage } from '@/lib/errors';
import { Alert } from './alert';
import { Button } from './button';

/**
 * What a screen or panel shows when its data did not load: what failed, why (when `error` is
 * given, in the words of src/lib/errors.ts), and a retry.
 */
export function LoadError({
  children,
  error,
  onRetry,
  className,
}: {
  children: ReactNode;
  error?: unknown;
  onRetry: () => void;
  className?: string;
}) {
  return (
    <Alert className={className}>
      <p>
        {children}
        {error === undefined ? null : <> {getErrorMessage(error)}</>}
      </p>
      <Button variant="secondary" className="mt-2 h-9" onClick={onRetry}>
        Try again
      </Button>
    </Alert>
  );
}
