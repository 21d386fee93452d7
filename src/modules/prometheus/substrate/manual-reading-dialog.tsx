// "Add reading": one sensor reading typed in by hand, for a room the user may log in. The value's
// label carries the metric's unit; the form checks what the database checks (manual-reading.ts),
// and a refused save keeps what was typed and says why.
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { FormDialog } from '@/components/ui/dialog';
import { SelectField } from '@/components/ui/fields';
import { TextField } from '@/components/ui/text-field';
import { KEPT_TOAST, useCapture } from '@/hooks/use-capture';
import { numberInput } from '@/lib/decimal';
import { outboxEntry } from '@/lib/offline/outbox';
import { formatDateTime, formatNumber } from '@/lib/format';
import { toast } from '@/lib/toast';
import { manualReadingError } from '../api/send-readings';
import type { Place } from '../api/get-places';
import { METRIC_INFO, METRICS, type Metric, type ReadingInput } from '../metrics.ts';
import { prometheusPaths } from '../paths';
import {
  manualReadingSchema,
  toLocalInput,
  toManualReading,
  type ManualReadingForm,
} from './manual-reading.ts';

export function ManualReadingDialog({
  places,
  roomId,
  metric = 'vwc',
  outboxId,
  onClose,
}: {
  places: Place[];
  roomId: string;
  metric?: Metric;
  /** A refused reading in the outbox, opened to be corrected (its "Correct" link). */
  outboxId?: string;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const add = useCapture<ReadingInput>('prometheus-reading');
  const [refused] = useState(() => {
    const entry = outboxId ? outboxEntry(queryClient, outboxId) : undefined;
    return entry?.kind === 'prometheus-reading' ? { entry, sent: entry.variables as ReadingInput } : null;
  });
  const [captureId] = useState(() => refused?.entry.id ?? crypto.randomUUID());
  const [openedAt] = useState(() => toLocalInput(Date.now()));
  const rooms = places.flatMap((f) => f.rooms.map((r) => ({ ...r, facilityId: f.id, facilityName: f.name })));
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm<ManualReadingForm>({
    resolver: zodResolver(manualReadingSchema),
    defaultValues: refused
      ? {
          roomId: refused.sent.room_id,
          at: toLocalInput(Date.parse(refused.sent.at)),
          metric: refused.sent.metric as Metric,
          value: refused.sent.value,
        }
      : { roomId, at: openedAt, metric },
  });
  const chosen = useWatch({ control, name: 'metric' });
  const info = METRIC_INFO[chosen] ?? METRIC_INFO.vwc;

  return (
    <FormDialog
      onOpenChange={(open) => !open && onClose()}
      title="Add a sensor reading"
      description="A value read by hand, e.g. from a handheld meter. It joins the room's charts and daily figures."
      submitLabel="Add reading"
      busy={add.isPending}
      onSubmit={handleSubmit((values) => {
        const room = rooms.find((r) => r.id === values.roomId)!;
        const info = METRIC_INFO[values.metric];
        const what = `${info.label} ${formatNumber(values.value, info.decimals)} ${info.unit} in ${room.room_name}, ${formatDateTime(Date.parse(values.at))}`;
        add.mutate(
          {
            id: captureId,
            label: 'Sensor reading',
            summary: what,
            editHref: `${prometheusPaths.v2.href()}?${new URLSearchParams({ reading: captureId, room: room.id })}`,
            variables: toManualReading(values, room.facilityId),
          },
          {
            onSuccess: (result) => {
              if (result.status === 'kept')
                toast.info(KEPT_TOAST.title, { description: KEPT_TOAST.description });
              else toast.success('Reading added', { description: `${what}.` });
              onClose();
            },
            onError: (error) =>
              toast.error('Could not add the reading', { description: manualReadingError(error) }),
          },
        );
      })}
    >
      {refused?.entry.reason ? (
        <Alert>
          {refused.entry.state === 'conflict' ? 'Changed meanwhile: ' : 'Refused: '}
          {refused.entry.reason}
        </Alert>
      ) : null}
      <SelectField label="Room" error={errors.roomId?.message} {...register('roomId')}>
        {rooms.map((r) => (
          <option key={r.id} value={r.id}>
            {places.length > 1 ? `${r.facilityName} · ${r.room_name}` : r.room_name}
          </option>
        ))}
      </SelectField>
      <TextField label="Time" type="datetime-local" error={errors.at?.message} {...register('at')} />
      <SelectField label="Metric" error={errors.metric?.message} {...register('metric')}>
        {METRICS.map((m) => (
          <option key={m} value={m}>
            {METRIC_INFO[m].label}
          </option>
        ))}
      </SelectField>
      <TextField
        label={`Value (${info.unit})`}
        type="number"
        hint={`${formatNumber(info.min, 0)} to ${formatNumber(info.max, 0)} ${info.unit}`}
        error={errors.value?.message}
        {...register('value', numberInput)}
      />
    </FormDialog>
  );
}
