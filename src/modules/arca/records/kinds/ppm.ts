import { arcaPaths } from '../../paths.ts';
import type { RecordKind } from './types.ts';

export const ppmKind: RecordKind = {
  kind: 'ppm',
  toolId: 'arca-ppms',
  tier: 'Basic',
  view: 'arca_ppm_records',
  valuesTable: 'arca_ppm_values',
  title: 'PPM Logger',
  loggerTitle: 'Log a PPM reading',
  recordsTitle: 'PPM records',
  noun: { one: 'PPM reading', many: 'PPM readings' },
  paths: { tool: arcaPaths.ppms, logger: arcaPaths.ppmsLogger, records: arcaPaths.ppmsRecords },
  roomOptionalWith: 'tank',
  enteredUnit: { key: 'entered_unit', measure: 'ec' },
  fields: [
    {
      key: 'ec',
      label: 'EC / ppm',
      type: 'number',
      measure: 'ec',
      required: true,
      csv: ['ppm', 'tds', 'reading'],
    },
    { key: 'ph', label: 'pH', type: 'number', measure: 'ph' },
    {
      key: 'solution_temp_c',
      label: 'Solution temperature',
      type: 'number',
      measure: 'temperature',
      csv: ['temperature', 'temp', 'water temperature'],
    },
    {
      key: 'tank',
      label: 'Tank',
      type: 'text',
      maxLength: 60,
      csv: ['reservoir'],
      hint: 'Leave empty for a room reading',
    },
  ],
  // A nutrient solution is the feed: judged against the feed bands.
  targets: { ec: 'feed_ec', ph: 'feed_ph' },
  columns: [
    { key: 'ec', label: 'EC / ppm', measure: 'ec', visible: true },
    { key: 'ph', label: 'pH', measure: 'ph', visible: true },
    { key: 'solution_temp_c', label: 'Temperature', measure: 'temperature', visible: true },
    { key: 'tank', label: 'Tank', visible: true },
  ],
  chart: {
    title: 'Solution trend',
    groups: [
      { title: 'EC', series: [{ key: 'ec', label: 'EC', measure: 'ec', color: '#3182ce' }] },
      { title: 'pH', series: [{ key: 'ph', label: 'pH', measure: 'ph', color: '#6b46c1' }] },
      {
        title: 'Temperature',
        series: [{ key: 'solution_temp_c', label: 'Temperature', measure: 'temperature', color: '#c05621' }],
      },
    ],
  },
  summary: (v, f) => {
    const parts = [f(v.ec, 'ec')];
    if (v.ph != null) parts.push(f(v.ph, 'ph'));
    if (v.solution_temp_c != null) parts.push(f(v.solution_temp_c, 'temperature'));
    return `${typeof v.tank === 'string' && v.tank ? `${v.tank}: ` : ''}${parts.join(' · ')}`;
  },
};
