import { DIARY_EVENTS, STAGES, eventLabel, stageLabel, DIARY_EVENT_LABELS, STAGE_LABELS } from '../stages.ts';
import { arcaPaths } from '../../paths.ts';
import type { RecordKind } from './types.ts';

const roomName = (row: Record<string, unknown>) =>
  ((row.to_room as { room_name?: string } | null)?.room_name ?? '') as string;

export const diaryKind: RecordKind = {
  kind: 'diary',
  toolId: 'arca-diary',
  tier: 'Basic',
  view: 'arca_diary_records',
  valuesTable: 'arca_diary_values',
  title: 'Cultivation Diary',
  loggerTitle: 'New diary entry',
  recordsTitle: 'Diary records',
  noun: { one: 'diary entry', many: 'diary entries' },
  paths: { tool: arcaPaths.diary, logger: arcaPaths.diaryLogger, records: arcaPaths.diaryRecords },
  extraSelect: 'to_room:rooms!arca_diary_values_to_room_id_fkey(room_name)',
  fields: [
    {
      key: 'event',
      label: 'Event',
      type: 'choice',
      required: true,
      options: DIARY_EVENTS.map((value) => ({ value, label: DIARY_EVENT_LABELS[value] })),
      csv: ['type', 'activity'],
    },
    { key: 'title', label: 'Title', type: 'text', maxLength: 120, csv: ['summary', 'what'] },
    {
      key: 'to_room_id',
      label: 'Moved to room',
      type: 'room',
      csv: ['to room', 'moved to'],
      when: { key: 'event', values: ['move', 'flip', 'harvest'] },
    },
    {
      key: 'to_stage',
      label: 'New stage',
      type: 'choice',
      options: STAGES.map((value) => ({ value, label: STAGE_LABELS[value] })),
      csv: ['stage'],
      when: { key: 'event', values: ['stage'] },
    },
    {
      key: 'plant_count',
      label: 'Plants left',
      type: 'number',
      measure: 'plantCount',
      csv: ['plants', 'plant count'],
      hint: 'After a cull or a loss',
      when: { key: 'event', values: ['cull', 'transplant', 'other'] },
    },
  ],
  columns: [
    { key: 'event', label: 'Event', visible: true, text: (v) => eventLabel(v) },
    { key: 'title', label: 'Title', visible: true },
    { key: 'to_room_id', label: 'Moved to', visible: true, text: (_v, row) => roomName(row) },
    { key: 'to_stage', label: 'New stage', visible: true, text: (v) => stageLabel(v) },
    { key: 'plant_count', label: 'Plants left', measure: 'plantCount', visible: false },
  ],
  summary: (v) => {
    const label = eventLabel(v.event);
    const title = typeof v.title === 'string' && v.title ? v.title : '';
    return title && title !== label ? `${label}: ${title}` : label;
  },
};
