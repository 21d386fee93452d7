import { arcaPaths } from '../../paths.ts';
import type { RecordKind } from './types.ts';

export const yieldKind: RecordKind = {
  kind: 'yield',
  toolId: 'arca-yields',
  tier: 'Basic',
  view: 'arca_yield_records',
  valuesTable: 'arca_yield_values',
  title: 'Yields',
  loggerTitle: 'Log a harvest yield',
  recordsTitle: 'Yield records',
  noun: { one: 'yield', many: 'yields' },
  paths: { tool: arcaPaths.yields, logger: arcaPaths.yieldsLogger, records: arcaPaths.yieldsRecords },
  links: [
    { label: 'Prices', path: arcaPaths.yieldsPrices },
    { label: 'Analytics', path: arcaPaths.yieldsAnalytics },
  ],
  lotRequired: true,
  fieldsTitle: 'Weights',
  fields: [
    {
      key: 'wet_g',
      label: 'Wet weight',
      type: 'number',
      measure: 'mass',
      required: true,
      positive: true,
      csv: ['wet', 'harvest weight', 'fresh weight'],
    },
    {
      key: 'trim_g',
      label: 'Trim',
      type: 'number',
      measure: 'mass',
      csv: ['trim weight', 'trimmings'],
    },
    { key: 'waste_g', label: 'Waste', type: 'number', measure: 'mass', csv: ['waste weight', 'stems'] },
    {
      key: 'dry_g',
      label: 'Dry weight',
      type: 'number',
      measure: 'mass',
      csv: ['dry', 'final weight', 'cured weight'],
      hint: 'Add it when the harvest has dried',
    },
    {
      key: 'grade',
      label: 'Grade',
      type: 'text',
      maxLength: 40,
      csv: ['product grade', 'quality grade'],
      hint: 'The grade of the dry weight (A, B, Trim…): its price gives the revenue',
    },
  ],
  columns: [
    { key: 'wet_g', label: 'Wet', measure: 'mass', visible: true },
    { key: 'trim_g', label: 'Trim', measure: 'mass', visible: false },
    { key: 'waste_g', label: 'Waste', measure: 'mass', visible: false },
    { key: 'dry_g', label: 'Dry', measure: 'mass', visible: true },
    { key: 'dry_wet_pct', label: 'Dry ÷ wet', measure: 'percent', visible: true },
    { key: 'grade', label: 'Grade', visible: true, text: (v) => String(v ?? '') },
  ],
  chart: {
    title: 'Harvest weights',
    groups: [
      {
        title: 'Weight',
        series: [
          { key: 'wet_g', label: 'Wet', measure: 'mass', color: '#2f855a' },
          { key: 'dry_g', label: 'Dry', measure: 'mass', color: '#c05621' },
        ],
      },
    ],
  },
  summary: (v, f) => {
    const parts = [`Wet ${f(v.wet_g, 'mass')}`];
    if (v.dry_g != null) parts.push(`dry ${f(v.dry_g, 'mass')} (${f(v.dry_wet_pct, 'percent')})`);
    return parts.join(' · ');
  },
};
