// "Add reading": one sensor reading typed in by hand, for a room the user may log in. The value's
// label carries the metric's unit; the form checks what the database checks (manual-reading.ts),
// and a refused save keeps what was typed and says why.
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { FormDialog } from '@/components/ui/dialog';
import { SelectField } from '@/components/ui/fields';
import { TextField } from '@/components/ui/text-field';
import { numberInput } from '@/lib/decimal';
import { formatDateTime, formatNumber } from '@/lib/format';
import { toast } from '@/lib/toast';
import { manualReadingError, useAddManualReading } from '../api/add-manual-reading';
import type { Place } from '../api/get-places';
import { METRIC_INFO, METRICS, type Metric } from '../metrics.ts';
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
  onClose,
}: {
  places: Place[];
  roomId: string;
  metric?: Metric;
  onClose: () => void;
}) {
  const add = useAddManualReading();
  const [openedAt] = useState(() => toLocalInput(Date.now()));
  const rooms = places.flatMap((f) => f.rooms.map((r) => ({ ...r, facilityId: f.id, facilityName: f.name })));
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm<ManualReadingForm>({
    resolver: zodResolver(manualReadingSchema),
    defaultValues: { roomId, at: openedAt, metric },
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
        add.mutate(toManualReading(values, room.facilityId), {
          onSuccess: () => {
            toast.success('Reading added', {
              description: `${METRIC_INFO[values.metric].label} ${formatNumber(values.value, METRIC_INFO[values.metric].decimals)} ${METRIC_INFO[values.metric].unit} in ${room.room_name}, ${formatDateTime(Date.parse(values.at))}.`,
            });
            onClose();
          },
          onError: (error) =>
            toast.error('Could not add the reading', { description: manualReadingError(error) }),
        });
      })}
    >
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
