import { describe, expect, it } from 'vitest';
import { checkEntry, entrySchema, parseWhen, type EntryDraft } from './entry-rules.ts';
import { CONSTRAINT_MESSAGES } from './errors.ts';
import { KINDS } from './kinds/registry.ts';
import { DEFAULT_RECORD_UNITS, type RecordUnits } from './units.ts';

const NOW = new Date('2026-03-10T12:00:00Z');
const base = {
  facility_id: 'f1',
  room_id: 'r1',
  occurred_at: '2026-03-10T08:00:00Z',
  status: 'done' as const,
};
const runoff = (values: Record<string, unknown>, extra: Partial<EntryDraft> = {}) =>
  checkEntry(KINDS.runoff, { ...base, ...extra, values }, DEFAULT_RECORD_UNITS, NOW);
const issues = (r: ReturnType<typeof checkEntry>) => (r.ok ? [] : r.issues);

describe('checkEntry: runoff', () => {
  it('passes a full reading through in stored units', () => {
    const r = runoff({
      input_volume_l: 2,
      runoff_volume_l: 0.4,
      input_ec: 2.2,
      runoff_ec: 3,
      input_ph: 5.9,
      runoff_ph: 6.2,
    });
    expect(r).toEqual({
      ok: true,
      payload: {
        facility_id: 'f1',
        room_id: 'r1',
        lot_id: null,
        occurred_at: '2026-03-10T08:00:00.000Z',
        status: 'done',
        notes: null,
        override_reason: null,
        values: {
          input_volume_l: 2,
          runoff_volume_l: 0.4,
          input_ec: 2.2,
          runoff_ec: 3,
          input_ph: 5.9,
          runoff_ph: 6.2,
        },
      },
    });
  });

  it('converts the grower’s units to the stored ones (gal → L, ppm 700 → mS/cm)', () => {
    const units: RecordUnits = { ...DEFAULT_RECORD_UNITS, volume: 'gal', ec: 'ppm700' };
    const r = checkEntry(
      KINDS.runoff,
      { ...base, values: { input_volume_l: 1, runoff_volume_l: 0.2, input_ec: 1400 } },
      units,
      NOW,
    );
    expect(r.ok && r.payload.values).toMatchObject({ input_volume_l: 3.785411784, input_ec: 2 });
    expect(r.ok && (r.payload.values.runoff_volume_l as number)).toBeCloseTo(0.757082357, 9);
  });

  it('says what is missing or out of range, in the grower’s unit, on each field', () => {
    const units: RecordUnits = { ...DEFAULT_RECORD_UNITS, ec: 'ppm500' };
    const r = checkEntry(
      KINDS.runoff,
      {
        ...base,
        values: { input_volume_l: 0, runoff_volume_l: Number.NaN, input_ec: 10_500, runoff_ph: 15 },
      },
      units,
      NOW,
    );
    expect(issues(r)).toEqual([
      { path: 'values.input_volume_l', message: 'Enter a volume greater than 0' },
      { path: 'values.runoff_volume_l', message: 'Enter a volume' },
      { path: 'values.input_ec', message: 'Enter an EC between 0 and 10,000 ppm' },
      { path: 'values.runoff_ph', message: 'Enter a pH between 0 and 14' },
    ]);
  });

  it('needs a room, a facility and a valid time that is not in the future for finished entries', () => {
    const values = { input_volume_l: 1, runoff_volume_l: 0.2 };
    expect(
      issues(runoff(values, { room_id: '', facility_id: null, occurred_at: 'yesterday' })).map((i) => i.path),
    ).toEqual(['facility_id', 'room_id', 'occurred_at']);
    expect(issues(runoff(values, { occurred_at: '2026-03-10T14:00:00Z' }))).toEqual([
      {
        path: 'occurred_at',
        message: 'A finished entry cannot be in the future. Mark it as planned or change its time.',
      },
    ]);
    // A quarter of an hour, the clock skew the database allows too: fine. Half an hour: not.
    expect(runoff(values, { occurred_at: '2026-03-10T12:14:00Z' }).ok).toBe(true);
    expect(runoff(values, { occurred_at: '2026-03-10T12:30:00Z' }).ok).toBe(false);
    // Planned: any time.
    expect(runoff(values, { occurred_at: '2026-04-10T14:00:00Z', status: 'planned' }).ok).toBe(true);
  });

  it('refuses more runoff drained than applied in the same irrigation, as the database does', () => {
    expect(issues(runoff({ input_volume_l: 1, runoff_volume_l: 2 }))).toEqual([
      { path: 'values.runoff_volume_l', message: CONSTRAINT_MESSAGES.arca_runoff_within_input },
    ]);
    expect(runoff({ input_volume_l: 1, runoff_volume_l: 1 }).ok).toBe(true);
  });

  it('limits notes to 4,000 characters and trims them', () => {
    const values = { input_volume_l: 1, runoff_volume_l: 0.2 };
    expect(issues(runoff(values, { notes: 'x'.repeat(4001) }))[0]?.path).toBe('notes');
    const ok = runoff(values, { notes: '  ok  ' });
    expect(ok.ok && ok.payload.notes).toBe('ok');
  });
});

describe('checkEntry: PPM', () => {
  it('stores the reading as EC and remembers the scale it was read on', () => {
    const units: RecordUnits = { ...DEFAULT_RECORD_UNITS, ec: 'ppm640', temperature: 'F' };
    const r = checkEntry(
      KINDS.ppm,
      { ...base, values: { ec: 1280, ph: 5.8, solution_temp_c: 68, tank: ' Tank A ' } },
      units,
      NOW,
    );
    expect(r.ok && r.payload.values).toEqual({
      ec: 2,
      ph: 5.8,
      solution_temp_c: 20,
      tank: 'Tank A',
      entered_unit: 'ppm640',
    });
  });

  it('takes a tank instead of a room, but not neither', () => {
    expect(
      checkEntry(
        KINDS.ppm,
        { ...base, room_id: '', values: { ec: 1.8, tank: 'Tank B' } },
        DEFAULT_RECORD_UNITS,
        NOW,
      ).ok,
    ).toBe(true);
    expect(
      issues(checkEntry(KINDS.ppm, { ...base, room_id: '', values: { ec: 1.8 } }, DEFAULT_RECORD_UNITS, NOW)),
    ).toEqual([{ path: 'room_id', message: 'Choose the room or name the tank this reading is from.' }]);
  });
});

describe('checkEntry: diary', () => {
  const diary = (
    values: Record<string, unknown>,
    lot_id: string | null = 'lot1',
    extra: Partial<EntryDraft> = {},
  ) => checkEntry(KINDS.diary, { ...base, lot_id, values, ...extra }, DEFAULT_RECORD_UNITS, NOW);

  it('sets the stage a flip or a harvest implies', () => {
    const flip = diary({ event: 'flip', to_room_id: 'r2' });
    expect(flip.ok && flip.payload.values).toMatchObject({
      event: 'flip',
      to_stage: 'flower',
      to_room_id: 'r2',
    });
    const harvest = diary({ event: 'harvest', to_stage: 'curing' });
    expect(harvest.ok && harvest.payload.values.to_stage).toBe('drying');
  });

  it('asks for what each event needs', () => {
    expect(issues(diary({ event: 'move' }))).toEqual([
      { path: 'values.to_room_id', message: 'Choose the room the lot moves to.' },
    ]);
    expect(issues(diary({ event: 'stage' }))).toEqual([
      { path: 'values.to_stage', message: 'Choose the new stage.' },
    ]);
    expect(issues(diary({ event: 'cull' }))).toEqual([
      { path: 'values.plant_count', message: 'Enter how many plants are left.' },
    ]);
    expect(issues(diary({ event: 'cull', plant_count: 2.5 }))).toEqual([
      { path: 'values.plant_count', message: 'Enter a plant count as a whole number' },
    ]);
    expect(issues(diary({}))).toEqual([{ path: 'values.event', message: 'Choose event' }]);
    expect(issues(diary({ event: 'party' }))).toEqual([{ path: 'values.event', message: 'Choose event' }]);
  });

  it('refuses an override reason that says nothing, in the words the database refusal maps to', () => {
    const short = issues(diary({ event: 'observation' }, 'l1', { override_reason: ' ok ' }));
    expect(short).toEqual([
      { path: 'override_reason', message: 'State the override reason in at least 5 characters.' },
    ]);
    expect(short[0]!.message).toBe(CONSTRAINT_MESSAGES.arca_entries_override_reason_length);
    const given = diary({ event: 'observation' }, 'l1', { override_reason: '  Pest check  ' });
    expect(given.ok && given.payload.override_reason).toBe('Pest check');
    // Any kind's entry carries it (a runoff reading in a room under a re-entry interval).
    const reading = runoff(
      { input_volume_l: 1, runoff_volume_l: 0.2 },
      { override_reason: 'Leak, full PPE' },
    );
    expect(reading.ok && reading.payload.override_reason).toBe('Leak, full PPE');
  });

  it('needs a lot for an event that moves, re-stages or counts plants, not for an observation', () => {
    expect(issues(diary({ event: 'flip' }, null))).toEqual([
      { path: 'lot_id', message: 'Choose the lot this event moves, re-stages or counts.' },
    ]);
    expect(issues(diary({ event: 'transplant', plant_count: 20 }, null))[0]?.path).toBe('lot_id');
    // A detail that belongs to another event is left out, not saved behind the grower's back.
    const observation = diary({ event: 'observation', to_room_id: 'r2', plant_count: 20 }, null);
    expect(observation.ok && observation.payload.values).toMatchObject({
      to_room_id: null,
      plant_count: null,
    });
    expect(diary({ event: 'observation', title: 'Looks fine' }, null).ok).toBe(true);
  });
});

describe('entrySchema', () => {
  it('puts each issue on its field for the form', () => {
    const parsed = entrySchema(KINDS.runoff, DEFAULT_RECORD_UNITS, () => NOW).safeParse({
      ...base,
      values: { input_volume_l: 1, runoff_volume_l: -1 },
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['values.runoff_volume_l', 'Enter a volume between 0 and 1,000,000 L'],
    ]);
  });
});

describe('parseWhen', () => {
  it('reads datetime-local, spreadsheet and ISO forms, and refuses dates that do not exist', () => {
    expect(parseWhen('2026-03-01T09:30')).toEqual(new Date(2026, 2, 1, 9, 30));
    expect(parseWhen('2026-03-01 09:30')).toEqual(new Date(2026, 2, 1, 9, 30));
    expect(parseWhen('2026-03-01')).toEqual(new Date(2026, 2, 1));
    expect(parseWhen('2026-03-01T09:30:00Z')?.toISOString()).toBe('2026-03-01T09:30:00.000Z');
    expect(parseWhen('2026-03-01T09:30:00+02:00')?.toISOString()).toBe('2026-03-01T07:30:00.000Z');
    expect(parseWhen('2026-02-31 09:00')).toBeNull();
    expect(parseWhen('03/01/2026')).toBeNull();
    expect(parseWhen('')).toBeNull();
  });
});

describe('checkEntry: yield', () => {
  const harvest = (
    values: Record<string, unknown>,
    extra: Partial<EntryDraft> = {},
    units = DEFAULT_RECORD_UNITS,
  ) => checkEntry(KINDS.yield, { ...base, lot_id: 'l1', ...extra, values }, units, NOW);

  it('stores the weights in grams, whatever unit they were typed in', () => {
    const r = harvest({ wet_g: 4.2, dry_g: 0.95 }, {}, { ...DEFAULT_RECORD_UNITS, mass: 'kg' });
    expect(r.ok && r.payload.values).toEqual({
      wet_g: 4200,
      trim_g: null,
      waste_g: null,
      dry_g: 950,
      grade: null,
    });
  });

  it('needs its lot, with the words the database uses (AR009)', () => {
    expect(issues(harvest({ wet_g: 4200 }, { lot_id: '' }))).toEqual([
      { path: 'lot_id', message: 'Choose the lot this harvest is from.' },
    ]);
  });

  it('refuses a dry weight above the wet one, and trim and waste heavier than the harvest', () => {
    expect(issues(harvest({ wet_g: 1000, dry_g: 1200 }))).toEqual([
      { path: 'values.dry_g', message: 'The dry weight cannot be more than the wet weight.' },
    ]);
    expect(issues(harvest({ wet_g: 1000, trim_g: 600, waste_g: 500 }))).toEqual([
      { path: 'values.trim_g', message: 'Trim and waste together cannot weigh more than the wet harvest.' },
    ]);
    expect(issues(harvest({ wet_g: 0 }))[0]?.path).toBe('values.wet_g');
  });
});
