// The resource forms: equipment, a maintenance request (a breakdown, or preventive work), a
// preventive schedule, a consumable and a stock move. Each validates here and again in the
// database; a refused save shows why and keeps what was typed.
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { SelectField, TextAreaField } from '@/components/ui/fields';
import { TextField } from '@/components/ui/text-field';
import { formatIsoDate } from '@/lib/format';
import { toast } from '@/lib/toast';
import type { ConsumableDetail, ConsumableStock } from '../api/get-consumables';
import type { EquipmentDetail } from '../api/get-equipment';
import {
  recordStockMove,
  reportRequest,
  saveConsumable,
  saveEquipment,
  savePlan,
  useResourceMutation,
} from '../api/resource-mutations';
import { numberOrNull } from '../forms/values';
import { atlasPaths } from '../paths';
import {
  CONSUMABLE_CATEGORIES,
  CONSUMABLE_CATEGORY_LABELS,
  consumableSchema,
  EQUIPMENT_CATEGORIES,
  EQUIPMENT_CATEGORY_LABELS,
  equipmentSchema,
  planSchema,
  requestSchema,
  stockMoveSchema,
  UNITS,
  type ConsumableInput,
  type EquipmentInput,
  type PlanInput,
  type RequestInput,
  type StockMoveInput,
} from '../resources/schemas';
import { useFacility, useFacilityTo } from './facility-context';
import { AtlasFormDialog, OptionSelectField, RoomSelectField } from './form-parts';
import { numberInput } from '@/lib/decimal';

type EquipmentForm = Omit<
  EquipmentInput,
  'room_id' | 'serial_number' | 'vendor' | 'model' | 'warranty_until' | 'notes'
> & {
  room_id: string;
  serial_number: string;
  vendor: string;
  model: string;
  warranty_until: string;
  notes: string;
};

export function EquipmentDialog({ item, onClose }: { item?: EquipmentDetail['item']; onClose: () => void }) {
  const { facility } = useFacility();
  const navigate = useNavigate();
  const facilityTo = useFacilityTo();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<EquipmentForm, unknown, EquipmentInput>({
    resolver: zodResolver(equipmentSchema),
    defaultValues: {
      name: item?.name ?? '',
      category: (item?.category as EquipmentForm['category']) ?? 'hvac',
      room_id: item?.room_id ?? '',
      serial_number: item?.serial_number ?? '',
      vendor: item?.vendor ?? '',
      model: item?.model ?? '',
      in_service_on: item?.in_service_on ?? formatIsoDate(new Date()),
      warranty_until: item?.warranty_until ?? '',
      cost: item?.cost ?? null,
      status: (item?.status as 'active' | 'retired') ?? 'active',
      notes: item?.notes ?? '',
    },
  });
  const save = useResourceMutation(facility.id, (input: EquipmentInput) =>
    saveEquipment(facility.id, item?.id ?? null, input),
  );
  return (
    <AtlasFormDialog
      onClose={onClose}
      save={save}
      errorMessages={{ '23505': 'Another piece of equipment has that serial number.' }}
      title={item ? `Edit ${item.name}` : 'Add equipment'}
      size="lg"
      submitLabel={item ? 'Save equipment' : 'Add equipment'}
      onSubmit={handleSubmit((input) =>
        save.mutate(input, {
          onSuccess: (id) => {
            toast.success(item ? 'Equipment saved' : 'Equipment added', { description: input.name });
            onClose();
            if (!item) void navigate(facilityTo(atlasPaths.equipment.href({ equipmentId: id })));
          },
        }),
      )}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Name" error={errors.name?.message} {...register('name')} />
        <OptionSelectField
          label="Category"
          options={EQUIPMENT_CATEGORIES}
          labels={EQUIPMENT_CATEGORY_LABELS}
          error={errors.category?.message}
          {...register('category')}
        />
        <RoomSelectField
          label="Room"
          before={<option value="">Not in a room</option>}
          error={errors.room_id?.message}
          {...register('room_id')}
        />
        <TextField
          label="Serial number"
          error={errors.serial_number?.message}
          {...register('serial_number')}
        />
        <TextField label="Vendor" error={errors.vendor?.message} {...register('vendor')} />
        <TextField label="Model" error={errors.model?.message} {...register('model')} />
        <TextField
          label="In service since"
          type="date"
          hint="MTBF counts from this day."
          error={errors.in_service_on?.message}
          {...register('in_service_on')}
        />
        <TextField
          label="Warranty until"
          type="date"
          error={errors.warranty_until?.message}
          {...register('warranty_until')}
        />
        <TextField
          label="Cost (USD)"
          type="number"
          inputMode="decimal"
          step="0.01"
          error={errors.cost?.message}
          {...register('cost', { setValueAs: numberOrNull })}
        />
        <SelectField label="Status" error={errors.status?.message} {...register('status')}>
          <option value="active">In use</option>
          <option value="retired">Retired</option>
        </SelectField>
      </div>
      <TextAreaField label="Notes" rows={2} error={errors.notes?.message} {...register('notes')} />
    </AtlasFormDialog>
  );
}

type RequestForm = Omit<RequestInput, 'description'> & { description: string };

export function RequestDialog({
  equipmentId,
  equipmentName,
  kind,
  planId,
  defaultTitle = '',
  onClose,
}: {
  equipmentId: string;
  equipmentName: string;
  kind: 'preventive' | 'corrective';
  planId?: string;
  defaultTitle?: string;
  onClose: () => void;
}) {
  const { facility } = useFacility();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<RequestForm, unknown, RequestInput>({
    resolver: zodResolver(requestSchema),
    defaultValues: { kind, title: defaultTitle, description: '', reported_at: '' },
  });
  const save = useResourceMutation(facility.id, (input: RequestInput) =>
    reportRequest(facility.id, equipmentId, input, planId),
  );
  return (
    <AtlasFormDialog
      onClose={onClose}
      save={save}
      title={kind === 'corrective' ? `Report a breakdown: ${equipmentName}` : `Maintenance: ${equipmentName}`}
      description={
        kind === 'corrective'
          ? 'Opens a corrective request; it counts towards MTBF and MTTR when done.'
          : undefined
      }
      submitLabel={kind === 'corrective' ? 'Report breakdown' : 'Open request'}
      onSubmit={handleSubmit((input) =>
        save.mutate(input, {
          onSuccess: () => {
            toast.success('Request opened', { description: input.title });
            onClose();
          },
        }),
      )}
    >
      <TextField
        label={kind === 'corrective' ? 'What is wrong' : 'What to do'}
        error={errors.title?.message}
        {...register('title')}
      />
      <TextAreaField
        label="Details (optional)"
        rows={3}
        error={errors.description?.message}
        {...register('description')}
      />
      {kind === 'corrective' ? (
        <TextField
          label="When it failed (optional)"
          type="datetime-local"
          hint="Leave empty for now."
          error={errors.reported_at?.message}
          {...register('reported_at')}
        />
      ) : null}
    </AtlasFormDialog>
  );
}

type PlanForm = Omit<PlanInput, 'instructions'> & { instructions: string };

export function PlanDialog({
  equipmentId,
  plan,
  onClose,
}: {
  equipmentId: string;
  plan?: EquipmentDetail['plans'][number];
  onClose: () => void;
}) {
  const { facility } = useFacility();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<PlanForm, unknown, PlanInput>({
    resolver: zodResolver(planSchema),
    defaultValues: {
      title: plan?.title ?? '',
      interval_days: plan?.interval_days ?? 30,
      starts_on: plan?.starts_on ?? formatIsoDate(new Date()),
      instructions: '',
    },
  });
  const save = useResourceMutation(facility.id, (input: PlanInput) =>
    savePlan(facility.id, equipmentId, plan?.plan_id ?? null, input),
  );
  return (
    <AtlasFormDialog
      onClose={onClose}
      save={save}
      title={plan ? 'Edit schedule' : 'Add a maintenance schedule'}
      submitLabel={plan ? 'Save schedule' : 'Add schedule'}
      onSubmit={handleSubmit((input) =>
        save.mutate(input, {
          onSuccess: () => {
            toast.success('Schedule saved', { description: input.title });
            onClose();
          },
        }),
      )}
    >
      <TextField
        label="Job"
        placeholder="Clean coils and filter"
        error={errors.title?.message}
        {...register('title')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Every (days)"
          type="number"
          inputMode="numeric"
          error={errors.interval_days?.message}
          {...register('interval_days', numberInput)}
        />
        <TextField
          label="First due"
          type="date"
          error={errors.starts_on?.message}
          {...register('starts_on')}
        />
      </div>
      <TextAreaField
        label="Instructions (optional)"
        rows={3}
        error={errors.instructions?.message}
        {...register('instructions')}
      />
    </AtlasFormDialog>
  );
}

type ConsumableForm = Omit<ConsumableInput, 'vendor' | 'sku' | 'location' | 'notes'> & {
  vendor: string;
  sku: string;
  location: string;
  notes: string;
};

export function ConsumableDialog({
  item,
  onClose,
}: {
  item?: ConsumableDetail['item'];
  onClose: () => void;
}) {
  const { facility } = useFacility();
  const navigate = useNavigate();
  const facilityTo = useFacilityTo();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ConsumableForm, unknown, ConsumableInput>({
    resolver: zodResolver(consumableSchema),
    defaultValues: {
      name: item?.name ?? '',
      category: (item?.category as ConsumableForm['category']) ?? 'nutrient',
      unit: (item?.unit as ConsumableForm['unit']) ?? 'kg',
      reorder_point: item ? Number(item.reorder_point) : 0,
      reorder_quantity:
        item?.reorder_quantity === null || item === undefined ? null : Number(item.reorder_quantity),
      vendor: item?.vendor ?? '',
      sku: item?.sku ?? '',
      location: item?.location ?? '',
      notes: item?.notes ?? '',
    },
  });
  const save = useResourceMutation(facility.id, (input: ConsumableInput) =>
    saveConsumable(facility.id, item?.id ?? null, input),
  );
  return (
    <AtlasFormDialog
      onClose={onClose}
      save={save}
      errorMessages={{ '23505': 'Another consumable has that name.' }}
      title={item ? `Edit ${item.name}` : 'Add a consumable'}
      size="lg"
      submitLabel={item ? 'Save consumable' : 'Add consumable'}
      onSubmit={handleSubmit((input) =>
        save.mutate(input, {
          onSuccess: (id) => {
            toast.success(item ? 'Consumable saved' : 'Consumable added', { description: input.name });
            onClose();
            if (!item) void navigate(facilityTo(atlasPaths.consumable.href({ consumableId: id })));
          },
        }),
      )}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Name" error={errors.name?.message} {...register('name')} />
        <OptionSelectField
          label="Category"
          options={CONSUMABLE_CATEGORIES}
          labels={CONSUMABLE_CATEGORY_LABELS}
          error={errors.category?.message}
          {...register('category')}
        />
        <OptionSelectField label="Unit" options={UNITS} error={errors.unit?.message} {...register('unit')} />
        <TextField
          label="Reorder point"
          type="number"
          inputMode="decimal"
          hint="Below this, the owner and managers are told to reorder."
          error={errors.reorder_point?.message}
          {...register('reorder_point', numberInput)}
        />
        <TextField
          label="Usual order (optional)"
          type="number"
          inputMode="decimal"
          error={errors.reorder_quantity?.message}
          {...register('reorder_quantity', { setValueAs: numberOrNull })}
        />
        <TextField label="Vendor" error={errors.vendor?.message} {...register('vendor')} />
        <TextField label="SKU" error={errors.sku?.message} {...register('sku')} />
        <TextField label="Where it is kept" error={errors.location?.message} {...register('location')} />
      </div>
      <TextAreaField label="Notes" rows={2} error={errors.notes?.message} {...register('notes')} />
    </AtlasFormDialog>
  );
}

type MoveForm = Omit<StockMoveInput, 'lot_code' | 'expires_on' | 'note'> & {
  lot_code: string;
  expires_on: string;
  note: string;
};

export function StockMoveDialog({
  item,
  kind,
  lots,
  onClose,
}: {
  item: Pick<ConsumableStock, 'consumable_id' | 'name' | 'unit' | 'on_hand'>;
  kind: 'addition' | 'withdrawal';
  lots: { lot_code: string | null; on_hand: number }[];
  onClose: () => void;
}) {
  const { facility } = useFacility();
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm<MoveForm, unknown, StockMoveInput>({
    resolver: zodResolver(stockMoveSchema),
    defaultValues: { kind, quantity: undefined, lot_code: '', expires_on: '', note: '' },
  });
  const lot = useWatch({ control, name: 'lot_code' });
  const available = lot ? (lots.find((l) => l.lot_code === lot)?.on_hand ?? 0) : item.on_hand;
  const save = useResourceMutation(facility.id, (input: StockMoveInput) =>
    recordStockMove(facility.id, item.consumable_id, input),
  );
  return (
    <AtlasFormDialog
      onClose={onClose}
      save={save}
      title={kind === 'addition' ? `Record a delivery: ${item.name}` : `Record use: ${item.name}`}
      description={`${item.on_hand} ${item.unit} on hand.`}
      submitLabel={kind === 'addition' ? 'Add to stock' : 'Take from stock'}
      onSubmit={handleSubmit((input) =>
        save.mutate(input, {
          onSuccess: () => {
            toast.success(kind === 'addition' ? 'Delivery recorded' : 'Use recorded', {
              description: `${input.quantity} ${item.unit} of ${item.name}`,
            });
            onClose();
          },
        }),
      )}
    >
      <TextField
        label={`Quantity (${item.unit})`}
        type="number"
        inputMode="decimal"
        step="any"
        hint={
          kind === 'withdrawal'
            ? `At most ${available} ${item.unit}${lot ? ` in lot ${lot}` : ''}.`
            : undefined
        }
        error={errors.quantity?.message}
        {...register('quantity', numberInput)}
      />
      {kind === 'addition' ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="Lot (optional)" error={errors.lot_code?.message} {...register('lot_code')} />
          <TextField
            label="Expires (optional)"
            type="date"
            error={errors.expires_on?.message}
            {...register('expires_on')}
          />
        </div>
      ) : (
        <SelectField label="From lot (optional)" error={errors.lot_code?.message} {...register('lot_code')}>
          <option value="">Any</option>
          {lots
            .filter((l) => l.lot_code && l.on_hand > 0)
            .map((l) => (
              <option key={l.lot_code} value={l.lot_code!}>
                {l.lot_code} ({l.on_hand} {item.unit})
              </option>
            ))}
        </SelectField>
      )}
      <TextAreaField label="Note (optional)" rows={2} error={errors.note?.message} {...register('note')} />
    </AtlasFormDialog>
  );
}
