import { useId, type ReactNode } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import { ConfirmDialog } from '@/components/ui/dialog';
import { getErrorMessage } from '@/lib/errors';
import { toast } from '@/lib/toast';

/**
 * A section of a passport or project page: its heading and action, a line under it, then the list
 * or, while there is nothing yet, one sentence (an empty table would push it off-screen on a phone),
 * then the rest (the section's dialogs, which must exist while the list is empty too).
 */
export function ListSection({
  title,
  action,
  description,
  list,
  empty,
  children,
}: {
  title: string;
  action?: ReactNode;
  description?: ReactNode;
  list: ReactNode;
  /** Shown instead of the list when set. */
  empty?: ReactNode;
  children?: ReactNode;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-2xl border border-line bg-white p-5"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="min-w-0">
          <h2 id={headingId} className="text-lg font-semibold text-brand-950">
            {title}
          </h2>
          {description ? <p className="text-sm text-muted">{description}</p> : null}
        </div>
        {action}
      </div>
      {empty ? <p className="text-sm text-muted">{empty}</p> : list}
      {children}
    </section>
  );
}

/**
 * The confirmation before a row of such a list is deleted; the toast says what went (or why not).
 * `what` is the thing in lower case ("seed lot"), `name` the row's own name when it has one.
 */
export function ConfirmDelete<T extends { id: string }>({
  row,
  onClose,
  what,
  name,
  description,
  remove,
}: {
  row: T | null;
  onClose: () => void;
  what: string;
  name?: string;
  description: string;
  remove: UseMutationResult<unknown, Error, string>;
}) {
  const What = what[0]!.toUpperCase() + what.slice(1);
  return (
    <ConfirmDialog
      open={row !== null}
      onOpenChange={(open) => !open && onClose()}
      title={name ? `Delete ${what} ${name}` : `Delete this ${what}`}
      description={description}
      confirmLabel={`Delete ${what}`}
      destructive
      busy={remove.isPending}
      onConfirm={() =>
        row &&
        remove.mutate(row.id, {
          onSuccess: () => {
            toast.success(`${What} deleted`, name ? { description: name } : undefined);
            onClose();
          },
          onError: (error) =>
            toast.error(`Could not delete the ${what}`, { description: getErrorMessage(error) }),
        })
      }
    />
  );
}
