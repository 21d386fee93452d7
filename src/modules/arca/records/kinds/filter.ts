import { arcaPaths } from '../../paths.ts';
import { FILTER_ACTIONS, FILTER_ACTION_LABELS, type FilterAction } from '../water.ts';
import type { RecordKind } from './types.ts';

const filterName = (row: Record<string, unknown>) =>
  ((row.filter as { name?: string } | null)?.name ?? '') as string;

const READING = { key: 'action', values: ['reading'] } as const;

export const filterKind: RecordKind = {
  kind: 'filter',
  toolId: 'arca-filters',
  tier: 'Basic',
  view: 'arca_filter_records',
  valuesTable: 'arca_filter_values',
  title: 'Filter Maintenance',
  loggerTitle: 'Log a filter reading or change',
  recordsTitle: 'Filter records',
  noun: { one: 'filter entry', many: 'filter entries' },
  paths: { tool: arcaPaths.filters, logger: arcaPaths.filtersLogger, records: arcaPaths.filtersRecords },
  extraSelect: 'filter:arca_filters(name)',
  // A filter is its own place; a room is only named when the filter serves one.
  roomOptionalWith: 'filter_id',
  roomOptionalText: { label: 'Room (optional)', none: 'No room' },
  fieldsTitle: 'Filter',
  defaultValues: { action: 'reading' },
  fields: [
    { key: 'filter_id', label: 'Filter', type: 'filter', required: true, csv: ['filter name', 'unit'] },
    {
      key: 'action',
      label: 'What was done',
      type: 'choice',
      required: true,
      options: FILTER_ACTIONS.map((value) => ({ value, label: FILTER_ACTION_LABELS[value] })),
      csv: ['type', 'activity', 'maintenance'],
    },
    {
      key: 'feed_tds',
      label: 'Feed TDS',
      type: 'number',
      measure: 'ec',
      csv: ['feed', 'feed ec', 'tds in', 'raw tds'],
      when: READING,
    },
    {
      key: 'permeate_tds',
      label: 'Permeate TDS',
      type: 'number',
      measure: 'ec',
      csv: ['permeate', 'permeate ec', 'tds out', 'product tds'],
      when: READING,
    },
    {
      key: 'pressure_in_bar',
      label: 'Inlet pressure',
      type: 'number',
      measure: 'pressure',
      csv: ['pressure in', 'feed pressure', 'inlet'],
      when: READING,
    },
    {
      key: 'pressure_out_bar',
      label: 'Outlet pressure',
      type: 'number',
      measure: 'pressure',
      csv: ['pressure out', 'concentrate pressure', 'outlet'],
      when: READING,
    },
    {
      key: 'permeate_flow_lpm',
      label: 'Permeate flow',
      type: 'number',
      measure: 'flow',
      csv: ['flow', 'product flow'],
      when: READING,
    },
    {
      key: 'water_temp_c',
      label: 'Water temperature',
      type: 'number',
      measure: 'temperature',
      csv: ['temperature', 'temp'],
      hint: 'Flow is compared at 25 °C',
      when: READING,
    },
  ],
  columns: [
    { key: 'filter_id', label: 'Filter', visible: true, text: (_v, row) => filterName(row) },
    {
      key: 'action',
      label: 'Action',
      visible: true,
      text: (v) => FILTER_ACTION_LABELS[v as FilterAction] ?? '',
    },
    { key: 'feed_tds', label: 'Feed TDS', measure: 'ec', decimals: 3, visible: true },
    { key: 'permeate_tds', label: 'Permeate TDS', measure: 'ec', decimals: 3, visible: true },
    { key: 'rejection_pct', label: 'Rejection', measure: 'percent', visible: true },
    { key: 'pressure_in_bar', label: 'Inlet', measure: 'pressure', visible: false },
    { key: 'pressure_out_bar', label: 'Outlet', measure: 'pressure', visible: false },
    { key: 'pressure_drop_bar', label: 'Pressure drop', measure: 'pressure', visible: true },
    { key: 'permeate_flow_lpm', label: 'Permeate flow', measure: 'flow', visible: true },
    { key: 'water_temp_c', label: 'Temperature', measure: 'temperature', visible: false },
  ],
  chart: {
    title: 'Filter trend',
    groups: [
      {
        title: 'Rejection',
        series: [{ key: 'rejection_pct', label: 'Rejection', measure: 'percent', color: '#2f855a' }],
      },
      {
        title: 'Flow',
        series: [{ key: 'permeate_flow_lpm', label: 'Permeate flow', measure: 'flow', color: '#3182ce' }],
      },
      {
        title: 'Pressure',
        series: [
          { key: 'pressure_in_bar', label: 'Inlet', measure: 'pressure', color: '#6b46c1' },
          { key: 'pressure_drop_bar', label: 'Pressure drop', measure: 'pressure', color: '#c05621' },
        ],
      },
    ],
  },
  summary: (v, f) => {
    const name = filterName(v);
    const action = v.action as FilterAction;
    if (action && action !== 'reading')
      return [name, FILTER_ACTION_LABELS[action]].filter(Boolean).join(': ');
    const parts: string[] = [];
    if (v.rejection_pct != null) parts.push(`Rejection ${f(v.rejection_pct, 'percent')}`);
    if (v.permeate_flow_lpm != null) parts.push(`flow ${f(v.permeate_flow_lpm, 'flow')}`);
    if (v.pressure_in_bar != null) parts.push(`inlet ${f(v.pressure_in_bar, 'pressure')}`);
    const text = parts.join(' · ') || 'Reading';
    return name ? `${name}: ${text}` : text;
  },
};
