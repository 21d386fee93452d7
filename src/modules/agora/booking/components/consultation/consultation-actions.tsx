// The Manage card of a consultation: cancel with a reason (either side, while scheduled), and for the
// consultant, complete or record a no-show once the start time has passed.
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/dialog';
import { TextAreaField } from '@/components/ui/fields';
import { getErrorMessage } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { useCancelConsultation } from '../../api/cancel-consultation';
import { useFinishConsultation, type FinishOutcome } from '../../api/finish-consultation';
import type { Consultation } from '../../api/get-consultation';
import { cancelSchema, MAX_CANCEL_REASON, type CancelValues } from '../../schemas';

/** The current time, refreshed every 30 s (completing and no-show unlock at the start time). */
function useNow() {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

export function ConsultationActions({
  consultation: k,
  side,
}: {
  consultation: Consultation;
  side: 'client' | 'consultant';
}) {
  const [dialog, setDialog] = useState<'cancel' | FinishOutcome | null>(null);
  const cancel = useCancelConsultation(k.consultant_id);
  const finish = useFinishConsultation(k.consultant_id);
  const now = useNow();
  const started = new Date(k.start_time).getTime() <= now;
  const form = useForm<CancelValues>({ resolver: zodResolver(cancelSchema), defaultValues: { reason: '' } });

  const submitCancel = form.handleSubmit((values) =>
    cancel.mutate(
      { id: k.id, reason: values.reason },
      {
        onSuccess: () => {
          setDialog(null);
          toast.success('Consultation cancelled', {
            description:
              side === 'client' ? 'The consultant has been notified.' : 'The client has been notified.',
          });
        },
        onError: (error) =>
          toast.error('Could not cancel the consultation', { description: getErrorMessage(error) }),
      },
    ),
  );

  const submitFinish = (outcome: FinishOutcome) =>
    finish.mutate(
      { id: k.id, outcome },
      {
        onSuccess: () => {
          setDialog(null);
          toast.success(outcome === 'completed' ? 'Consultation completed' : 'Marked as no-show', {
            description: 'The client has been notified.',
          });
        },
        onError: (error) =>
          toast.error('Could not update the consultation', { description: getErrorMessage(error) }),
      },
    );

  return (
    <Card className="flex flex-col gap-3">
      <CardHeader title="Manage" />
      {side === 'consultant' ? (
        <>
          <Button disabled={!started} onClick={() => setDialog('completed')}>
            Mark as completed
          </Button>
          <Button variant="secondary" disabled={!started} onClick={() => setDialog('no_show')}>
            Mark as no-show
          </Button>
          {!started ? (
            <p className="text-xs text-muted">
              Once the start time has passed you can mark the consultation completed or record a no-show.
            </p>
          ) : null}
        </>
      ) : null}
      {k.status === 'scheduled' ? (
        <Button
          variant="secondary"
          className="text-danger-700"
          onClick={() => {
            form.reset({ reason: '' });
            setDialog('cancel');
          }}
        >
          Cancel consultation
        </Button>
      ) : null}

      <ConfirmDialog
        open={dialog === 'cancel'}
        onOpenChange={(next) => !next && setDialog(null)}
        title="Cancel this consultation?"
        description={`${side === 'client' ? 'The consultant' : 'The client'} will be notified with your reason. This cannot be undone.`}
        confirmLabel="Cancel consultation"
        cancelLabel="Keep consultation"
        destructive
        busy={cancel.isPending}
        onConfirm={() => void submitCancel()}
      >
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void submitCancel();
          }}
        >
          <TextAreaField
            label="Reason"
            rows={3}
            maxLength={MAX_CANCEL_REASON}
            placeholder="e.g. The issue was resolved; no longer needed."
            error={form.formState.errors.reason?.message}
            {...form.register('reason')}
          />
        </form>
      </ConfirmDialog>

      <ConfirmDialog
        open={dialog === 'completed' || dialog === 'no_show'}
        onOpenChange={(next) => !next && setDialog(null)}
        title={dialog === 'no_show' ? 'Mark as no-show?' : 'Mark as completed?'}
        description={
          dialog === 'no_show'
            ? 'Record that the client did not attend. Your payout is recorded and the client is notified.'
            : 'Confirm the consultation took place. Your payout is recorded and the client is asked for a rating.'
        }
        confirmLabel={dialog === 'no_show' ? 'Mark as no-show' : 'Mark as completed'}
        busy={finish.isPending}
        onConfirm={() => submitFinish(dialog === 'no_show' ? 'no_show' : 'completed')}
      />
    </Card>
  );
}
