// The fields the edit history names for the logs that save through their own forms (batches, feeds,
// applications, releases, scouting counts; api/plain-entry.ts): their values as stored, printed
// the way their forms show them (fixed units, product and batch names rather than ids).
import { formatDateTime, formatNumber } from '../../../lib/format.ts';
import type { PlainKind } from '../api/plain-entry.ts';
import { APPLICATION_METHOD_LABELS } from '../protection/application-form.ts';
import { COUNT_BASIS_LABELS, ORGANISM_TYPE_LABELS, RELEASE_METHOD_LABELS } from '../protection/ipm-form.ts';
import type { HistoryField } from './history.ts';

/** Names for the ids an entry holds; an id the form no longer knows reads as the fallback. */
export interface PlainHistoryNames {
  /** A crop-protection product (an application's products) and the unit its total is in. */
  product?: (id: string) => { name: string; unit?: string | null } | undefined;
  /** A fertilizer of the library (a batch's products). */
  fertilizer?: (id: string) => string | undefined;
  /** A stock tank (a batch's tank). */
  tank?: (id: string) => string | undefined;
  /** A mix batch (a feed's batches). */
  batch?: (id: string) => string | undefined;
}

/** What each form calls the entry's time. */
export const PLAIN_DATE_LABELS: Readonly<Record<PlainKind, string>> = {
  batch: 'Mixed at',
  fertigation: 'Fed at',
  application: 'Started at',
  release: 'Released at',
  scouting: 'Counted at',
};

const num = (v: unknown, decimals = 2) => (typeof v === 'number' ? formatNumber(v, decimals) : String(v));
const shown = (key: string, label: string, text: (v: unknown) => string = String): HistoryField => ({
  type: 'shown',
  key,
  label,
  text,
});
const amount = (key: string, label: string, unit?: string, decimals = 2) =>
  shown(key, label, (v) => (unit ? `${num(v, decimals)} ${unit}` : num(v, decimals)));
const choice = (key: string, label: string, labels: Readonly<Record<string, string>>) =>
  shown(key, label, (v) => labels[String(v)] ?? String(v));
const record = (v: unknown): Record<string, unknown> =>
  typeof v === 'object' && v !== null ? (v as Record<string, unknown>) : {};

export function plainHistoryFields(kind: PlainKind, names: PlainHistoryNames = {}): HistoryField[] {
  switch (kind) {
    case 'batch':
      return [
        shown('tank_id', 'Tank', (v) => names.tank?.(String(v)) ?? 'another tank'),
        amount('volume_l', 'Volume made', 'L'),
        amount('source_water_ec', 'Source water EC', 'mS/cm'),
        {
          type: 'list',
          key: 'items',
          label: 'Products',
          item: (v) => {
            const i = record(v);
            const name = names.fertilizer?.(String(i.fertilizer_id)) ?? 'a product no longer listed';
            return `${name} ${num(i.amount, 3)} ${String(i.unit ?? '')}`.trim();
          },
        },
        amount('measured_ec', 'Measured EC', 'mS/cm'),
        amount('measured_ph', 'Measured pH'),
      ];
    case 'fertigation':
      return [
        {
          type: 'list',
          key: 'batch_ids',
          label: 'Drawn from',
          item: (v) => names.batch?.(String(v)) ?? 'an older batch',
        },
        amount('volume_l', 'Volume applied', 'L', 1),
        amount('plant_count', 'Plants fed', undefined, 0),
        amount('measured_ec', 'Measured EC', 'mS/cm'),
        amount('measured_ph', 'Measured pH'),
      ];
    case 'application':
      return [
        {
          type: 'list',
          key: 'items',
          label: 'Products',
          item: (v) => {
            const i = record(v);
            const product = names.product?.(String(i.product_id));
            const total = `${num(i.amount, 3)}${product?.unit ? ` ${product.unit}` : ''}`;
            return `${product?.name ?? 'a product no longer listed'} ${num(i.rate, 3)} ${String(i.rate_unit ?? '')}, total ${total}`;
          },
        },
        shown('ended_at', 'Ended at', (v) => formatDateTime(String(v))),
        choice('method', 'Method', APPLICATION_METHOD_LABELS),
        shown('target', 'Target pest or disease'),
        shown('crop', 'Crop'),
        amount('area_m2', 'Area treated', 'm²'),
        amount('water_volume_l', 'Spray volume', 'L'),
        shown('applicator', 'Applicator'),
        shown('applicator_licence', 'Applicator licence'),
      ];
    case 'release':
      return [
        shown('species', 'Species'),
        amount('quantity', 'Quantity', undefined, 0),
        shown('quantity_unit', 'Quantity unit'),
        choice('method', 'Method', RELEASE_METHOD_LABELS),
        shown('supplier', 'Supplier'),
        shown('lot_number', 'Lot number'),
      ];
    case 'scouting':
      return [
        shown('organism', 'Organism'),
        choice('organism_type', 'Type', ORGANISM_TYPE_LABELS),
        amount('count', 'Count', undefined, 0),
        choice('basis', 'Counted', COUNT_BASIS_LABELS),
        shown('location', 'Location'),
      ];
  }
}
