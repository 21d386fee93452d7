import { arcaPaths } from '../../paths.ts';
import { DEFAULT_AW_MAX, DEFAULT_MOISTURE_MAX_PCT } from '../quality.ts';
import type { ColumnDef, RecordKind } from './types.ts';

const VERDICT = [
  { value: 'pass', label: 'Pass' },
  { value: 'fail', label: 'Fail' },
] as const;
const verdictText = (value: unknown) => (value === 'pass' ? 'Pass' : value === 'fail' ? 'Fail' : '');
const verdictColumn = (key: string, label: string, visible: boolean): ColumnDef => ({
  key,
  label,
  visible,
  text: verdictText,
});

export const qualityKind: RecordKind = {
  kind: 'quality',
  toolId: 'arca-quality',
  tier: 'Basic',
  view: 'arca_quality_records',
  valuesTable: 'arca_quality_values',
  title: 'Quality',
  loggerTitle: 'Check a batch',
  recordsTitle: 'Quality batches',
  noun: { one: 'batch', many: 'batches' },
  paths: { tool: arcaPaths.quality, logger: arcaPaths.qualityLogger, records: arcaPaths.quality },
  detailPath: (id) => arcaPaths.qualityBatch.href({ batchId: id }),
  // A batch is its own place (a drying or curing room may be named).
  roomOptionalWith: 'batch_code',
  roomOptionalText: { label: 'Room (optional)', none: 'No room' },
  fieldsTitle: 'Checks',
  defaultValues: {
    moisture_max_pct: String(DEFAULT_MOISTURE_MAX_PCT),
    aw_max: String(DEFAULT_AW_MAX),
  },
  fields: [
    {
      key: 'batch_code',
      label: 'Batch',
      type: 'text',
      maxLength: 60,
      required: true,
      csv: ['batch code', 'batch id', 'lot number'],
      hint: 'The code on the jar or bag',
    },
    { key: 'appearance', label: 'Appearance', type: 'choice', options: VERDICT, csv: ['look', 'visual'] },
    { key: 'aroma', label: 'Aroma', type: 'choice', options: VERDICT, csv: ['smell', 'nose'] },
    { key: 'moisture_pct', label: 'Moisture', type: 'number', measure: 'percent', csv: ['moisture %'] },
    {
      key: 'water_activity',
      label: 'Water activity',
      type: 'number',
      measure: 'waterActivity',
      csv: ['aw', 'a_w'],
    },
    {
      key: 'moisture_max_pct',
      label: 'Moisture limit',
      type: 'number',
      measure: 'percent',
      required: true,
      positive: true,
      csv: ['max moisture'],
      hint: 'Fails above this',
    },
    {
      key: 'aw_max',
      label: 'Water activity limit',
      type: 'number',
      measure: 'waterActivity',
      required: true,
      positive: true,
      csv: ['max aw'],
      hint: 'Fails above this',
    },
    {
      key: 'thc_pct',
      label: 'Δ9-THC',
      type: 'number',
      measure: 'percent',
      csv: ['thc', 'd9-thc', 'delta-9 thc'],
    },
    { key: 'thca_pct', label: 'THCA', type: 'number', measure: 'percent', csv: ['thc-a'] },
    { key: 'cbd_pct', label: 'CBD', type: 'number', measure: 'percent' },
    { key: 'cbda_pct', label: 'CBDA', type: 'number', measure: 'percent', csv: ['cbd-a'] },
    {
      key: 'terpenes_pct',
      label: 'Total terpenes',
      type: 'number',
      measure: 'percent',
      csv: ['terpenes', 'terps'],
    },
  ],
  columns: [
    { key: 'batch_code', label: 'Batch', visible: true, text: (v) => String(v ?? '') },
    verdictColumn('result', 'Result', true),
    verdictColumn('appearance', 'Appearance', false),
    verdictColumn('aroma', 'Aroma', false),
    { key: 'moisture_pct', label: 'Moisture', measure: 'percent', visible: true },
    { key: 'water_activity', label: 'Water activity', measure: 'waterActivity', visible: true },
    { key: 'total_thc_pct', label: 'Total THC', measure: 'percent', decimals: 2, visible: true },
    { key: 'total_cbd_pct', label: 'Total CBD', measure: 'percent', decimals: 2, visible: false },
    { key: 'terpenes_pct', label: 'Terpenes', measure: 'percent', decimals: 2, visible: true },
    { key: 'moisture_max_pct', label: 'Moisture limit', measure: 'percent', visible: false },
    { key: 'aw_max', label: 'aw limit', measure: 'waterActivity', visible: false },
  ],
  chart: {
    title: 'Batch quality',
    groups: [
      {
        title: 'Potency',
        series: [
          { key: 'total_thc_pct', label: 'Total THC', measure: 'percent', color: '#2f855a' },
          { key: 'terpenes_pct', label: 'Terpenes', measure: 'percent', color: '#b7791f' },
        ],
      },
      {
        title: 'Water activity',
        series: [
          { key: 'water_activity', label: 'Water activity', measure: 'waterActivity', color: '#2b6cb0' },
        ],
      },
    ],
  },
  summary: (v, f) => {
    const parts = [`Batch ${String(v.batch_code ?? '')}`];
    if (v.result) parts.push(verdictText(v.result));
    if (v.water_activity != null) parts.push(f(v.water_activity, 'waterActivity'));
    if (v.total_thc_pct != null) parts.push(`total THC ${f(v.total_thc_pct, 'percent', 2)}`);
    return parts.join(' · ');
  },
};
