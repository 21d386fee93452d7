// Add or change a yield price: strain (blank for every strain), grade, price per a unit of weight,
// currency and the day it holds from. A failed save keeps what was typed.
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { type z } from 'zod/mini';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormDialog } from '@/components/ui/dialog';
import { SelectField, TextAreaField } from '@/components/ui/fields';
import { TextField } from '@/components/ui/text-field';
import { numberInput } from '@/lib/decimal';
import { formatIsoDate } from '@/lib/format';
import { toast } from '@/lib/toast';
import type { YieldPrice } from '../api/get-yield-prices';
import { useSaveYieldPrice } from '../api/save-yield-price';
import { recordErrorMessage } from '../records/errors';
import { priceFormSchema, type PriceForm } from '../records/price-form';
import { CURRENCIES, PRICE_UNIT_NAMES, PRICE_UNITS, type Currency, type PriceUnit } from '../records/prices';
import { NumberField } from './fields';

type Parsed = z.output<typeof priceFormSchema>;

export function PriceDialog({
  facilityId,
  price,
  strains,
  last,
  onClose,
  onDelete,
}: {
  facilityId: string;
  price?: YieldPrice;
  /** The facility's lots' strains, offered as suggestions. */
  strains: readonly string[];
  /** The newest price, whose unit and currency a new one starts with. */
  last?: YieldPrice;
  onClose: () => void;
  /** Asks to delete the price being edited. */
  onDelete: (price: YieldPrice) => void;
}) {
  const save = useSaveYieldPrice(facilityId);
  const listId = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<PriceForm, unknown, Parsed>({
    resolver: zodResolver(priceFormSchema),
    defaultValues: price
      ? {
          strain: price.strain ?? '',
          grade: price.grade,
          price: price.price,
          perUnit: price.per_unit,
          currency: price.currency,
          effectiveOn: price.effective_on,
          notes: price.notes ?? '',
        }
      : {
          strain: '',
          grade: '',
          perUnit: (last?.per_unit ?? 'lb') as PriceUnit,
          currency: (last?.currency ?? 'USD') as Currency,
          effectiveOn: formatIsoDate(new Date()),
          notes: '',
        },
  });

  const submit = handleSubmit(async (v) => {
    setFailure(null);
    try {
      await save.mutateAsync({
        id: price?.id,
        facility_id: facilityId,
        strain: v.strain || null,
        grade: v.grade,
        price: v.price,
        per_unit: v.perUnit,
        currency: v.currency,
        effective_on: v.effectiveOn,
        notes: v.notes?.trim() || null,
      });
      toast.success(price ? 'Price saved' : 'Price added', {
        description: `${v.strain || 'Every strain'} · ${v.grade}`,
      });
      onClose();
    } catch (error) {
      const code = (error as { code?: string } | null)?.code;
      setFailure(
        code === '23505'
          ? 'There is already a price for this strain and grade on this day. Change that one instead.'
          : recordErrorMessage(error),
      );
    }
  });

  return (
    <FormDialog
      onOpenChange={(open) => !open && onClose()}
      title={price ? 'Edit price' : 'Add a price'}
      submitLabel={price ? 'Save' : 'Add price'}
      busy={save.isPending}
      onSubmit={submit}
    >
      {failure ? <Alert>{failure}</Alert> : null}
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label="Strain"
          list={listId}
          maxLength={120}
          hint="Blank: every strain without a price of its own"
          error={errors.strain?.message}
          {...register('strain')}
        />
        <datalist id={listId}>
          {strains.map((s) => (
            <option key={s} value={s} />
          ))}
        </datalist>
        <TextField label="Grade" maxLength={40} error={errors.grade?.message} {...register('grade')} />
        <NumberField
          label="Price"
          error={errors.price?.message}
          registration={register('price', numberInput)}
        />
        <div className="grid grid-cols-2 gap-3">
          <SelectField label="Per" error={errors.perUnit?.message} {...register('perUnit')}>
            {PRICE_UNITS.map((u) => (
              <option key={u} value={u}>
                {PRICE_UNIT_NAMES[u]}
              </option>
            ))}
          </SelectField>
          <SelectField label="Currency" error={errors.currency?.message} {...register('currency')}>
            {CURRENCIES.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </SelectField>
        </div>
        <TextField
          label="From"
          type="date"
          hint="The first harvest day this price applies to"
          error={errors.effectiveOn?.message}
          {...register('effectiveOn')}
        />
      </div>
      <TextAreaField
        label="Notes"
        rows={2}
        maxLength={500}
        error={errors.notes?.message}
        {...register('notes')}
      />
      {price ? (
        <div>
          <Button variant="ghost" className="text-danger-700" onClick={() => onDelete(price)}>
            Delete this price
          </Button>
        </div>
      ) : null}
    </FormDialog>
  );
}
