import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { TextAreaField } from '@/components/ui/fields';
import type { BulkDecision } from '../queue';
import { commentSchema, MAX_COMMENT, type CommentFormValues } from '../schemas';

type Props = {
  decision: BulkDecision | null;
  count: number;
  busy: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: (comments: string) => void;
};

/** The optional comment before a bulk approve or reject (spec-2 §2). */
export function BulkDecisionDialog({ decision, count, busy, onOpenChange, onConfirm }: Props) {
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<CommentFormValues>({ resolver: zodResolver(commentSchema), defaultValues: { comments: '' } });
  useEffect(() => {
    if (decision) reset({ comments: '' });
  }, [decision, reset]);

  const verb = decision === 'approved' ? 'Approve' : 'Reject';
  const noun = count === 1 ? 'application' : 'applications';
  return (
    <Dialog
      open={decision !== null}
      onOpenChange={(open) => !busy && onOpenChange(open)}
      title={`${verb} ${count} ${noun}`}
      description={
        decision === 'approved'
          ? `The selected ${noun} will be approved, the consultants go live in the marketplace and are notified.`
          : `The selected ${noun} will be rejected and the applicants notified. They may apply again.`
      }
      footer={
        <>
          <Button variant="secondary" disabled={busy} onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button
            variant={decision === 'rejected' ? 'danger' : 'primary'}
            busy={busy}
            type="submit"
            form="bulk-decision-form"
          >
            {verb} {count} {noun}
          </Button>
        </>
      }
    >
      <form id="bulk-decision-form" noValidate onSubmit={handleSubmit((v) => onConfirm(v.comments))}>
        <TextAreaField
          label="Comment (optional)"
          hint="Sent to every selected applicant with the decision."
          maxLength={MAX_COMMENT}
          error={errors.comments?.message}
          {...register('comments')}
        />
      </form>
    </Dialog>
  );
}
