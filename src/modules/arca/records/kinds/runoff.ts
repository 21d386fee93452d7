import { arcaPaths } from '../../paths.ts';
import type { RecordKind } from './types.ts';

export const runoffKind: RecordKind = {
  kind: 'runoff',
  toolId: 'arca-runoff',
  tier: 'Basic',
  view: 'arca_runoff_records',
  valuesTable: 'arca_runoff_values',
  title: 'Runoff Logger',
  loggerTitle: 'Log runoff',
  recordsTitle: 'Runoff records',
  noun: { one: 'runoff entry', many: 'runoff entries' },
  paths: { tool: arcaPaths.runoff, logger: arcaPaths.runoffLogger, records: arcaPaths.runoffRecords },
  fields: [
    {
      key: 'input_volume_l',
      label: 'Volume applied',
      type: 'number',
      measure: 'volume',
      required: true,
      positive: true,
      csv: ['input volume', 'applied', 'in volume', 'feed volume'],
    },
    {
      key: 'runoff_volume_l',
      label: 'Volume drained',
      type: 'number',
      measure: 'volume',
      required: true,
      csv: ['runoff volume', 'drained', 'drain', 'runoff'],
    },
    { key: 'input_ec', label: 'Input EC', type: 'number', measure: 'ec', csv: ['ec in', 'feed ec'] },
    { key: 'runoff_ec', label: 'Runoff EC', type: 'number', measure: 'ec', csv: ['ec out', 'drain ec'] },
    { key: 'input_ph', label: 'Input pH', type: 'number', measure: 'ph', csv: ['ph in', 'feed ph'] },
    { key: 'runoff_ph', label: 'Runoff pH', type: 'number', measure: 'ph', csv: ['ph out', 'drain ph'] },
  ],
  targets: {
    runoff_pct: 'runoff',
    input_ec: 'feed_ec',
    input_ph: 'feed_ph',
    runoff_ec: 'substrate_ec',
    runoff_ph: 'substrate_ph',
  },
  columns: [
    { key: 'input_volume_l', label: 'Applied', measure: 'volume', visible: true },
    { key: 'runoff_volume_l', label: 'Drained', measure: 'volume', visible: true },
    { key: 'runoff_pct', label: 'Runoff %', measure: 'percent', visible: true },
    { key: 'input_ec', label: 'Input EC', measure: 'ec', visible: true },
    { key: 'runoff_ec', label: 'Runoff EC', measure: 'ec', visible: true },
    { key: 'ec_diff', label: 'EC Δ', measure: 'ec', signed: true, visible: true },
    { key: 'input_ph', label: 'Input pH', measure: 'ph', visible: false },
    { key: 'runoff_ph', label: 'Runoff pH', measure: 'ph', visible: true },
    { key: 'ph_diff', label: 'pH Δ', measure: 'ph', signed: true, visible: false },
  ],
  chart: {
    title: 'Runoff trend',
    groups: [
      {
        title: 'Runoff %',
        series: [{ key: 'runoff_pct', label: 'Runoff %', measure: 'percent', color: '#2f855a' }],
      },
      {
        title: 'EC',
        series: [
          { key: 'input_ec', label: 'Input EC', measure: 'ec', color: '#3182ce' },
          { key: 'runoff_ec', label: 'Runoff EC', measure: 'ec', color: '#c05621' },
        ],
      },
      {
        title: 'pH',
        series: [
          { key: 'input_ph', label: 'Input pH', measure: 'ph', color: '#6b46c1' },
          { key: 'runoff_ph', label: 'Runoff pH', measure: 'ph', color: '#b83280' },
        ],
      },
    ],
  },
  summary: (v, f) => {
    const parts = [`Runoff ${f(v.runoff_pct, 'percent')}`];
    if (v.input_ec != null || v.runoff_ec != null)
      parts.push(`EC ${f(v.input_ec, 'ec')} → ${f(v.runoff_ec, 'ec')}`);
    if (v.input_ph != null || v.runoff_ph != null)
      parts.push(`${f(v.input_ph, 'ph')} → ${f(v.runoff_ph, 'ph')}`);
    return parts.join(' · ');
  },
};
