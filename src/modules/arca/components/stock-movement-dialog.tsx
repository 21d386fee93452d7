// Record what happened to an item's stock: a purchase, a use, a disposal, or a correction that
// states why the count differs. The ledger is never edited; the database refuses a movement that
// would take the item below zero and says what was on hand.
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod/mini';
import { Alert } from '@/components/ui/alert';
import { FormDialog } from '@/components/ui/dialog';
import { SelectField } from '@/components/ui/fields';
import { TextField } from '@/components/ui/text-field';
import { getErrorMessage } from '@/lib/errors';
import { formatIsoDate } from '@/lib/format';
import { toast } from '@/lib/toast';
import type { StockItem } from '../api/get-stock';
import { useRecordStockMovement } from '../api/record-stock-movement';
import {
  entryUnits,
  MANUAL_MOVEMENTS,
  MOVEMENT_LABELS,
  signedQuantity,
  stockMovementFormSchema,
  toStockUnit,
  type StockMovementForm,
} from '../nutrients/stock-form';
import { NumberField } from './fields';
import { numberInput } from '@/lib/decimal';

type Parsed = z.output<typeof stockMovementFormSchema>;
type Values = StockMovementForm & { unit: string };

export function StockMovementDialog({
  facilityId,
  item,
  name,
  stockUnit,
  onClose,
}: {
  facilityId: string;
  item: StockItem;
  name: string;
  /** g, mL or L: what the ledger counts this item in. */
  stockUnit: string;
  onClose: () => void;
}) {
  const record = useRecordStockMovement(facilityId);
  const units = entryUnits(stockUnit);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm<Values, unknown, Parsed>({
    resolver: zodResolver(stockMovementFormSchema),
    defaultValues: {
      kind: 'purchase',
      direction: 'add',
      occurredAt: formatIsoDate(new Date()),
      note: '',
      lotNumber: '',
      unit: units[0],
    },
  });
  const kind = useWatch({ control, name: 'kind' });
  const unit = useWatch({ control, name: 'unit' });

  const submit = handleSubmit(async (v) => {
    setFailure(null);
    try {
      // A movement dated today is stamped now, so it sorts after this morning's batches.
      const today = v.occurredAt === formatIsoDate(new Date());
      await record.mutateAsync({
        facility_id: facilityId,
        ...item,
        kind: v.kind,
        quantity: toStockUnit(signedQuantity(v), unit, stockUnit),
        occurred_at: today ? new Date().toISOString() : new Date(`${v.occurredAt}T12:00:00`).toISOString(),
        note: v.note ?? null,
        lot_number: v.lotNumber ?? null,
      });
      toast.success('Stock updated', { description: `${MOVEMENT_LABELS[v.kind]}: ${name}` });
      onClose();
    } catch (error) {
      setFailure(getErrorMessage(error));
    }
  });

  return (
    <FormDialog
      onOpenChange={(open) => !open && onClose()}
      title={`Stock of ${name}`}
      description="Record what happened; the stock on hand is the sum of these movements."
      submitLabel="Record"
      busy={record.isPending}
      onSubmit={submit}
    >
      {failure ? <Alert>{failure}</Alert> : null}
      <SelectField label="What happened" error={errors.kind?.message} {...register('kind')}>
        {MANUAL_MOVEMENTS.map((k) => (
          <option key={k} value={k}>
            {k === 'correction' ? 'Correction (a count differs)' : MOVEMENT_LABELS[k]}
          </option>
        ))}
      </SelectField>
      {kind === 'correction' ? (
        <SelectField label="The count found" {...register('direction')}>
          <option value="add">More than the ledger says</option>
          <option value="remove">Less than the ledger says</option>
        </SelectField>
      ) : null}
      <NumberField
        label="Amount"
        error={errors.amount?.message}
        registration={register('amount', numberInput)}
        {...(units.length > 1
          ? {
              unit: {
                label: 'Unit',
                options: units.map((u) => ({ value: u, label: u })),
                registration: register('unit'),
              },
            }
          : { suffix: stockUnit })}
      />
      <TextField label="Date" type="date" error={errors.occurredAt?.message} {...register('occurredAt')} />
      <TextField
        label={kind === 'correction' ? 'Reason' : 'Note'}
        maxLength={500}
        error={errors.note?.message}
        {...register('note')}
      />
      {kind === 'purchase' ? (
        <TextField
          label="Lot number"
          maxLength={60}
          error={errors.lotNumber?.message}
          {...register('lotNumber')}
        />
      ) : null}
    </FormDialog>
  );
}
