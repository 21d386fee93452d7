import * as RadixDialog from '@radix-ui/react-dialog';
import { useId, useRef, type FormEvent, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { Button } from './button';

type DialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Buttons row at the bottom (right-aligned on desktop, stacked on phones). */
  footer?: ReactNode;
  /** md for forms and confirmations, lg for long forms, xl for side-by-side content. */
  size?: 'md' | 'lg' | 'xl';
  className?: string;
};

const SIZES = { md: 'max-w-lg', lg: 'max-w-2xl', xl: 'max-w-5xl' } as const;

/**
 * Where focus goes back when a dialog closes: the control that had it when the dialog opened. Radix
 * returns focus only to a `Dialog.Trigger`, and the screens open their dialogs from their own
 * buttons (and often mount the dialog only while it is open), so without this focus fell to the
 * page body and a keyboard user started again from the top.
 */
function useReturnFocus() {
  const opener = useRef<HTMLElement | null>(null);
  return {
    // Runs before focus moves into the dialog, so the active element is still the opener.
    onOpenAutoFocus: () => {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    },
    onCloseAutoFocus: (event: Event) => {
      const target = opener.current;
      if (!target?.isConnected) return;
      event.preventDefault();
      target.focus();
    },
  };
}

/** A modal dialog: focus-trapped, Escape and backdrop close it, title and description announced. */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  footer,
  size = 'md',
  className,
}: DialogProps) {
  const returnFocus = useReturnFocus();
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-brand-950/40" />
        <RadixDialog.Content
          {...returnFocus}
          // Radix warns when no Description is rendered unless told explicitly that none is intended.
          {...(description ? {} : { 'aria-describedby': undefined })}
          className={cn(
            'fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 flex-col rounded-2xl bg-white shadow-xl',
            SIZES[size],
            className,
          )}
        >
          <div className="flex items-start justify-between gap-4 px-6 pt-6">
            <RadixDialog.Title className="text-lg font-semibold text-brand-950">{title}</RadixDialog.Title>
            <RadixDialog.Close
              aria-label="Close"
              className="grid size-8 shrink-0 place-items-center rounded-md text-muted hover:bg-brand-50"
            >
              <span aria-hidden="true" className="text-xl leading-none">
                ×
              </span>
            </RadixDialog.Close>
          </div>
          {description ? (
            <RadixDialog.Description className="mt-1 px-6 text-sm text-muted">
              {description}
            </RadixDialog.Description>
          ) : null}
          <div className="mt-4 min-h-0 flex-1 overflow-y-auto px-6 pb-6">{children}</div>
          {footer ? (
            <div className="flex flex-col-reverse gap-2 border-t border-line px-6 py-4 sm:flex-row sm:justify-end">
              {footer}
            </div>
          ) : null}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

type ConfirmDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /** Destructive actions get the danger colour. */
  destructive?: boolean;
  busy?: boolean;
  onConfirm: () => void;
  children?: ReactNode;
};

/** Asks before an action that cannot be undone; the dialog stays open while `busy`. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel = 'Cancel',
  destructive = false,
  busy = false,
  onConfirm,
  children,
}: ConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !busy && onOpenChange(next)}
      title={title}
      description={description}
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={busy}>
            {cancelLabel}
          </Button>
          <Button variant={destructive ? 'danger' : 'primary'} busy={busy} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}

type FormDialogProps = {
  open?: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  size?: DialogProps['size'];
  submitLabel: ReactNode;
  /** While saving: the submit button spins and Cancel and closing wait. */
  busy?: boolean;
  submitDisabled?: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
  /** Another action of the record, at the footer's start (Delete on an edit form). */
  footerStart?: ReactNode;
};

/** A dialog around one form, with Cancel and the submit button in its footer. */
export function FormDialog({
  open = true,
  onOpenChange,
  title,
  description,
  size,
  submitLabel,
  busy = false,
  submitDisabled = false,
  onSubmit,
  children,
  footerStart,
}: FormDialogProps) {
  const formId = useId();
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !busy && onOpenChange(next)}
      title={title}
      description={description}
      size={size}
      footer={
        <>
          {footerStart ? <div className="flex flex-col sm:mr-auto sm:flex-row">{footerStart}</div> : null}
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" form={formId} busy={busy} disabled={submitDisabled}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        {children}
      </form>
    </Dialog>
  );
}
