// How the logs with their own forms (nutrient batches, feeds, crop-protection applications,
// beneficial releases, scouting counts) read in a timeline of every log: their name and a one-line
// summary, as the records logs' `summary` gives theirs. Values as entriesQuery embeds them.
import { formatNumber } from '../../../lib/format.ts';
import type { PlainKind } from '../api/plain-entry.ts';
import { APPLICATION_METHOD_LABELS } from '../protection/application-form.ts';
import { COUNT_BASIS_LABELS, ORGANISM_TYPE_LABELS } from '../protection/ipm-form.ts';

export const PLAIN_KIND_TITLES: Readonly<Record<PlainKind, string>> = {
  batch: 'Nutrient batch',
  fertigation: 'Feed',
  application: 'Crop-protection application',
  release: 'Beneficial release',
  scouting: 'Scouting count',
};

export const isPlainKind = (kind: string): kind is PlainKind => kind in PLAIN_KIND_TITLES;

type Values = Record<string, unknown>;
const num = (v: unknown, decimals = 2) => (typeof v === 'number' ? formatNumber(v, decimals) : null);
const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);
const name = (v: unknown) => text((v as { name?: unknown } | null)?.name);
const join = (parts: Array<string | null | false | undefined>) => parts.filter(Boolean).join(' · ');
const ec = (v: unknown) => (num(v) === null ? null : `EC ${num(v)} mS/cm`);
const ph = (v: unknown) => (num(v) === null ? null : `pH ${num(v, 1)}`);

/** One line for an entry of a plain log; `values` is its values row with the embeds. */
export function plainSummary(kind: PlainKind, values: Values | null | undefined): string {
  const v = values ?? {};
  switch (kind) {
    case 'batch':
      return join([
        name(v.tank),
        num(v.volume_l) && `${num(v.volume_l)} L`,
        ec(v.measured_ec),
        ph(v.measured_ph),
      ]);
    case 'fertigation':
      return join([
        num(v.volume_l) && `${num(v.volume_l)} L fed`,
        typeof v.plant_count === 'number' && `${formatNumber(v.plant_count, 0)} plants`,
        ec(v.measured_ec),
        ph(v.measured_ph),
      ]);
    case 'application': {
      const products = Array.isArray(v.products)
        ? (v.products as Array<{ position?: number; product?: unknown }>)
            .slice()
            .sort((a, b) => (a.position ?? 0) - (b.position ?? 0))
            .map((i) => name(i.product))
            .filter(Boolean)
            .join(', ')
        : '';
      const method = text(v.method);
      return join([
        products,
        method && (APPLICATION_METHOD_LABELS[method as keyof typeof APPLICATION_METHOD_LABELS] ?? method),
        text(v.target),
      ]);
    }
    case 'release':
      return join([
        text(v.species),
        num(v.quantity, 0) && `${num(v.quantity, 0)} ${text(v.quantity_unit) ?? ''}`.trim(),
      ]);
    case 'scouting': {
      const basis = COUNT_BASIS_LABELS[v.basis as keyof typeof COUNT_BASIS_LABELS];
      const type = ORGANISM_TYPE_LABELS[v.organism_type as keyof typeof ORGANISM_TYPE_LABELS];
      return join([
        text(v.organism) && `${text(v.organism)}${type ? ` (${type.toLowerCase()})` : ''}`,
        typeof v.count === 'number' && `${formatNumber(v.count, 0)}${basis ? ` ${basis}` : ''}`,
        text(v.location),
      ]);
    }
  }
}
