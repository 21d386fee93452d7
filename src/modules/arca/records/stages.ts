// Lot stages and diary events (the values the database CHECKs allow), with their labels.

export const STAGES = ['propagation', 'veg', 'flower', 'drying', 'curing', 'done'] as const;
export type Stage = (typeof STAGES)[number];

export const STAGE_LABELS: Readonly<Record<Stage, string>> = {
  propagation: 'Propagation',
  veg: 'Vegetative',
  flower: 'Flower',
  drying: 'Drying',
  curing: 'Curing',
  done: 'Done',
};

export const DIARY_EVENTS = [
  'observation',
  'transplant',
  'topping',
  'defoliation',
  'training',
  'flip',
  'harvest',
  'move',
  'stage',
  'cull',
  'other',
] as const;
export type DiaryEvent = (typeof DIARY_EVENTS)[number];

export const DIARY_EVENT_LABELS: Readonly<Record<DiaryEvent, string>> = {
  observation: 'Observation',
  transplant: 'Transplant',
  topping: 'Topping',
  defoliation: 'Defoliation',
  training: 'Training',
  flip: 'Flip to flower',
  harvest: 'Harvest',
  move: 'Move to another room',
  stage: 'Change stage',
  cull: 'Cull plants',
  other: 'Other',
};

/** Events that act on a lot (move it, change its stage or count it) need one. */
export const LOT_EVENTS: ReadonlySet<DiaryEvent> = new Set(['move', 'flip', 'harvest', 'stage', 'cull']);

/** The stage an event sets by itself (the database checks the same). */
export const EVENT_STAGE: Partial<Record<DiaryEvent, Stage>> = { flip: 'flower', harvest: 'drying' };

export function stageLabel(stage: unknown): string {
  return typeof stage === 'string' && stage in STAGE_LABELS ? STAGE_LABELS[stage as Stage] : '';
}

export function eventLabel(event: unknown): string {
  return typeof event === 'string' && event in DIARY_EVENT_LABELS
    ? DIARY_EVENT_LABELS[event as DiaryEvent]
    : '';
}
