// Resource forms. The database repeats each limit (atlas_equipment, atlas_maintenance_*,
// atlas_consumables, atlas_stock_moves).
import { z } from 'zod';

export const EQUIPMENT_CATEGORIES = [
  'hvac',
  'dehumidifier',
  'irrigation',
  'lighting',
  'water_treatment',
  'sensor',
  'electrical',
  'tool',
  'other',
] as const;
export type EquipmentCategory = (typeof EQUIPMENT_CATEGORIES)[number];
export const EQUIPMENT_CATEGORY_LABELS: Record<EquipmentCategory, string> = {
  hvac: 'HVAC',
  dehumidifier: 'Dehumidifier',
  irrigation: 'Irrigation',
  lighting: 'Lighting',
  water_treatment: 'Water treatment',
  sensor: 'Sensor',
  electrical: 'Electrical',
  tool: 'Tool',
  other: 'Other',
};

export const CONSUMABLE_CATEGORIES = [
  'nutrient',
  'media',
  'co2',
  'packaging',
  'cleaning',
  'ipm',
  'other',
] as const;
export type ConsumableCategory = (typeof CONSUMABLE_CATEGORIES)[number];
export const CONSUMABLE_CATEGORY_LABELS: Record<ConsumableCategory, string> = {
  nutrient: 'Nutrients',
  media: 'Growing media',
  co2: 'CO₂',
  packaging: 'Packaging',
  cleaning: 'Cleaning',
  ipm: 'IPM',
  other: 'Other',
};

export const UNITS = ['L', 'mL', 'kg', 'g', 'units', 'bags', 'cylinders', 'rolls', 'boxes'] as const;

const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `Keep the ${label} under ${max} characters.`)
    .transform((v) => (v === '' ? null : v));

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Choose a date.');
const optionalDate = z
  .string()
  .transform((v) => (v === '' ? null : v))
  .pipe(isoDate.nullable());

const money = z
  .number({ error: 'Enter an amount.' })
  .min(0, 'An amount cannot be negative.')
  .max(9_999_999_999, 'That amount is too large.')
  .nullable();

export const equipmentSchema = z
  .object({
    name: z.string().trim().min(1, 'Name the equipment.').max(120, 'Keep the name under 120 characters.'),
    category: z.enum(EQUIPMENT_CATEGORIES),
    room_id: z.string().transform((v) => (v === '' ? null : v)),
    serial_number: optionalText(100, 'serial number'),
    vendor: optionalText(120, 'vendor'),
    model: optionalText(120, 'model'),
    in_service_on: isoDate,
    warranty_until: optionalDate,
    cost: money,
    status: z.enum(['active', 'retired']),
    notes: optionalText(2000, 'notes'),
  })
  .refine((e) => !e.warranty_until || e.warranty_until >= e.in_service_on, {
    path: ['warranty_until'],
    message: 'The warranty ends after the equipment went into service.',
  });
export type EquipmentInput = z.infer<typeof equipmentSchema>;

export const requestSchema = z.object({
  kind: z.enum(['preventive', 'corrective']),
  title: z
    .string()
    .trim()
    .min(1, 'Say what is wrong or what to do.')
    .max(200, 'Keep the title under 200 characters.'),
  description: optionalText(2000, 'description'),
  /** When the failure happened (corrective); not in the future. */
  reported_at: z.string().refine((v) => !v || Date.parse(v) <= Date.now() + 5 * 60_000, {
    message: 'A breakdown cannot be reported in the future.',
  }),
});
export type RequestInput = z.infer<typeof requestSchema>;

export const planSchema = z.object({
  title: z
    .string()
    .trim()
    .min(1, 'Name the maintenance job.')
    .max(200, 'Keep the title under 200 characters.'),
  interval_days: z
    .number({ error: 'Enter how often, in days.' })
    .int('Use whole days.')
    .min(1, 'At least every day, at most every 10 years.')
    .max(3650, 'At least every day, at most every 10 years.'),
  starts_on: isoDate,
  instructions: optionalText(2000, 'instructions'),
});
export type PlanInput = z.infer<typeof planSchema>;

export const consumableSchema = z.object({
  name: z.string().trim().min(1, 'Name the consumable.').max(120, 'Keep the name under 120 characters.'),
  category: z.enum(CONSUMABLE_CATEGORIES),
  unit: z.enum(UNITS),
  reorder_point: z
    .number({ error: 'Enter the reorder point.' })
    .min(0, 'The reorder point cannot be negative.'),
  reorder_quantity: z.number().positive('Order more than zero.').nullable(),
  vendor: optionalText(120, 'vendor'),
  sku: optionalText(64, 'SKU'),
  location: optionalText(120, 'location'),
  notes: optionalText(2000, 'notes'),
});
export type ConsumableInput = z.infer<typeof consumableSchema>;

export const stockMoveSchema = z
  .object({
    kind: z.enum(['addition', 'withdrawal']),
    quantity: z
      .number({ error: 'Enter a quantity.' })
      .positive('Enter a quantity above zero.')
      .max(999_999_999, 'That quantity is too large.'),
    lot_code: optionalText(64, 'lot code'),
    expires_on: optionalDate,
    note: optionalText(500, 'note'),
  })
  .refine((m) => m.kind === 'addition' || m.expires_on === null, {
    path: ['expires_on'],
    message: 'Only a delivery has an expiry date.',
  });
export type StockMoveInput = z.infer<typeof stockMoveSchema>;
