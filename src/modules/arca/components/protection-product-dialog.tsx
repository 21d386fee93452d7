// Add or change a crop-protection product: what an application record names (registration number,
// active ingredients, formulation), its REI and PHI from the label, how it is measured, and — for a
// product already saved — its side effects on beneficials (IOBC class and persistence).
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { type z } from 'zod/mini';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormDialog } from '@/components/ui/dialog';
import { CheckboxField, SelectField, TextAreaField } from '@/components/ui/fields';
import { TextField } from '@/components/ui/text-field';
import { numberInput } from '@/lib/decimal';
import { getErrorMessage } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { useDeleteSideEffect } from '../api/delete-side-effect';
import type { ProtectionProduct } from '../api/get-protection-products';
import type { RecordPlace } from '../api/get-record-places';
import { useSaveProtectionProduct } from '../api/save-protection-product';
import { useSaveSideEffect } from '../api/save-side-effect';
import { COMMON_BENEFICIALS, IOBC_CLASSES } from '../protection/iobc';
import {
  PRODUCT_TYPES,
  PRODUCT_TYPE_LABELS,
  protectionProductFormSchema,
  sideEffectFormSchema,
  type ProtectionProductForm,
  type SideEffectForm,
} from '../protection/product-form';
import { FORMULATIONS, FORMULATION_LABELS } from '../protection/windows';
import { NumberField } from './fields';

type Parsed = z.output<typeof protectionProductFormSchema>;
type ParsedEffect = z.output<typeof sideEffectFormSchema>;

export function ProtectionProductDialog({
  facility,
  product,
  onClose,
}: {
  facility: RecordPlace;
  product?: ProtectionProduct;
  onClose: () => void;
}) {
  const save = useSaveProtectionProduct(facility.id);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ProtectionProductForm, unknown, Parsed>({
    resolver: zodResolver(protectionProductFormSchema),
    defaultValues: product
      ? {
          name: product.name,
          registrationNumber: product.registration_number ?? '',
          activeIngredients: product.active_ingredients,
          productType: product.product_type as ProtectionProductForm['productType'],
          formulation: (product.formulation ?? undefined) as ProtectionProductForm['formulation'],
          reiHours: product.rei_hours,
          phiDays: product.phi_days,
          unit: product.unit as 'mL' | 'g',
          manufacturer: product.manufacturer ?? '',
          supplier: product.supplier ?? '',
          trackStock: product.track_stock,
          notes: product.notes ?? '',
        }
      : { name: '', activeIngredients: '', productType: 'chemical', unit: 'mL', trackStock: true, notes: '' },
  });

  const submit = handleSubmit(async (v) => {
    setFailure(null);
    try {
      await save.mutateAsync({
        id: product?.id,
        facility_id: facility.id,
        name: v.name,
        registration_number: v.registrationNumber ?? null,
        active_ingredients: v.activeIngredients,
        product_type: v.productType,
        formulation: v.formulation ?? null,
        rei_hours: v.reiHours,
        phi_days: v.phiDays,
        unit: v.unit,
        manufacturer: v.manufacturer ?? null,
        supplier: v.supplier ?? null,
        track_stock: v.trackStock,
        archived: product?.archived ?? false,
        notes: v.notes ?? null,
      });
      toast.success(product ? 'Product saved' : 'Product added', { description: v.name });
      onClose();
    } catch (error) {
      setFailure(getErrorMessage(error, { '23505': 'This facility already has a product with this name.' }));
    }
  });

  return (
    <FormDialog
      onOpenChange={(open) => !open && onClose()}
      title={product ? `Edit ${product.name}` : 'Add a crop-protection product'}
      size="lg"
      submitLabel={product ? 'Save' : 'Add product'}
      busy={save.isPending}
      onSubmit={submit}
    >
      {failure ? <Alert>{failure}</Alert> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Product name" maxLength={100} error={errors.name?.message} {...register('name')} />
        <TextField
          label="Registration number"
          hint="EPA Reg. No. or the national authorisation number."
          maxLength={60}
          error={errors.registrationNumber?.message}
          {...register('registrationNumber')}
        />
        <TextField
          label="Active ingredients"
          className="sm:col-span-2"
          maxLength={300}
          error={errors.activeIngredients?.message}
          {...register('activeIngredients')}
        />
        <SelectField label="Type" error={errors.productType?.message} {...register('productType')}>
          {PRODUCT_TYPES.map((t) => (
            <option key={t} value={t}>
              {PRODUCT_TYPE_LABELS[t]}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Formulation"
          error={errors.formulation?.message}
          {...register('formulation', { setValueAs: (v: string) => v || undefined })}
        >
          <option value="">Not stated</option>
          {FORMULATIONS.map((f) => (
            <option key={f} value={f}>
              {FORMULATION_LABELS[f]}
            </option>
          ))}
        </SelectField>
        <NumberField
          label="Re-entry interval"
          suffix="h"
          hint="From the label."
          error={errors.reiHours?.message}
          registration={register('reiHours', numberInput)}
        />
        <NumberField
          label="Pre-harvest interval"
          suffix="days"
          hint="From the label; 0 when none."
          error={errors.phiDays?.message}
          registration={register('phiDays', numberInput)}
        />
        <SelectField label="Measured in" error={errors.unit?.message} {...register('unit')}>
          <option value="mL">mL (liquid)</option>
          <option value="g">g (dry)</option>
        </SelectField>
        <TextField
          label="Manufacturer"
          maxLength={100}
          error={errors.manufacturer?.message}
          {...register('manufacturer')}
        />
        <TextField
          label="Supplier"
          maxLength={100}
          error={errors.supplier?.message}
          {...register('supplier')}
        />
      </div>
      <CheckboxField
        label="Track stock on hand"
        hint="Purchases add to it; every application withdraws what it used."
        {...register('trackStock')}
      />
      <TextAreaField label="Notes" rows={2} error={errors.notes?.message} {...register('notes')} />
      {product ? <SideEffects facility={facility} product={product} /> : null}
    </FormDialog>
  );
}

/** A product's side effects on beneficials; each saved on its own (outside the product's form). */
function SideEffects({ facility, product }: { facility: RecordPlace; product: ProtectionProduct }) {
  const save = useSaveSideEffect(facility.id);
  const remove = useDeleteSideEffect(facility.id);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<SideEffectForm, unknown, ParsedEffect>({
    resolver: zodResolver(sideEffectFormSchema),
    defaultValues: { species: '', iobcClass: 3, source: '' },
  });
  const add = handleSubmit(async (v) => {
    setFailure(null);
    try {
      await save.mutateAsync({
        facility_id: facility.id,
        product_id: product.id,
        species: v.species,
        iobc_class: v.iobcClass,
        persistence_weeks: v.persistenceWeeks,
        source: v.source ?? null,
      });
      reset({ species: '', iobcClass: 3, source: '' });
    } catch (error) {
      setFailure(
        getErrorMessage(error, { '23505': 'This product already has a side effect for this species.' }),
      );
    }
  });
  return (
    <section
      aria-label="Side effects on beneficials"
      className="flex flex-col gap-3 border-t border-line pt-4"
    >
      <h3 className="text-sm font-semibold text-brand-950">Side effects on beneficials</h3>
      {product.side_effects.length === 0 ? (
        <p className="text-sm text-muted">
          None recorded. Check the Koppert or Biobest side-effect databases.
        </p>
      ) : (
        <ul className="flex flex-col divide-y divide-line text-sm">
          {product.side_effects.map((s) => (
            <li key={s.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <span>
                <span className="font-medium italic">{s.species}</span>: IOBC {s.iobc_class} (
                {IOBC_CLASSES[s.iobc_class as 1 | 2 | 3 | 4]?.label.toLowerCase()}), persists{' '}
                {s.persistence_weeks} weeks
              </span>
              <Button
                variant="ghost"
                className="h-9 px-3"
                busy={remove.isPending && remove.variables === s.id}
                onClick={() => remove.mutate(s.id)}
                aria-label={`Remove the side effect on ${s.species}`}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
      {failure ? <Alert>{failure}</Alert> : null}
      <div className="grid gap-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_auto]">
        <TextField
          label="Species"
          list="arca-beneficials"
          maxLength={100}
          error={errors.species?.message}
          {...register('species')}
        />
        <datalist id="arca-beneficials">
          {COMMON_BENEFICIALS.map((b) => (
            <option key={b.species} value={b.species}>
              {b.common}
            </option>
          ))}
        </datalist>
        <SelectField
          label="IOBC class"
          error={errors.iobcClass?.message}
          {...register('iobcClass', { setValueAs: (v: string) => Number(v) })}
        >
          {([1, 2, 3, 4] as const).map((c) => (
            <option key={c} value={c}>
              {c} – {IOBC_CLASSES[c].harm}
            </option>
          ))}
        </SelectField>
        <NumberField
          label="Persistence"
          suffix="weeks"
          error={errors.persistenceWeeks?.message}
          registration={register('persistenceWeeks', numberInput)}
        />
        <div className="flex items-end">
          <Button variant="secondary" busy={save.isPending} onClick={() => void add()}>
            Add side effect
          </Button>
        </div>
      </div>
    </section>
  );
}
