import { describe, expect, it } from 'vitest';
import { HAPPENED_MESSAGES, localToday } from '@/lib/happened';
import {
  crossFormSchema,
  cultivarFormSchema,
  EMPTY_CULTIVAR,
  EMPTY_LAB_RESULT,
  germinationFormSchema,
  labResultFormSchema,
  seedLotFormSchema,
} from './library-schemas';
import { checkRecord } from './library-csv';

const nextYear = `${new Date().getFullYear() + 1}-03-01`;
const today = localToday();
const messageAt = (
  r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } },
  key: string,
) => r.error?.issues.find((i) => i.path.join('.') === key)?.message;

describe('dates of things that happened, in the database’s words', () => {
  it('a cultivar acquired a year ahead is refused, today is not', () => {
    const future = cultivarFormSchema.safeParse({
      ...EMPTY_CULTIVAR,
      name: 'Kush',
      acquisition_date: nextYear,
    });
    expect(messageAt(future, 'acquisition_date')).toBe(
      HAPPENED_MESSAGES.animus_cultivars_acquired_not_in_future,
    );
    expect(
      cultivarFormSchema.safeParse({ ...EMPTY_CULTIVAR, name: 'Kush', acquisition_date: today }).success,
    ).toBe(true);
  });

  it('a cross pollinated, a lab test, a seed lot and a germination test ahead of today are refused', () => {
    const cross = crossFormSchema.safeParse({
      code: 'X-1',
      cross_type: 'S1',
      generation: 'S1',
      mother_id: 'm',
      father_id: '',
      pollination_date: nextYear,
      made_by: '',
      seeds_harvested: '',
      offspring_name: '',
      storage_location: '',
      notes: '',
    });
    expect(messageAt(cross, 'pollination_date')).toBe(
      HAPPENED_MESSAGES.animus_crosses_pollinated_not_in_future,
    );
    const lab = labResultFormSchema.safeParse({ ...EMPTY_LAB_RESULT, thca: '20', tested_on: nextYear });
    expect(messageAt(lab, 'tested_on')).toBe(HAPPENED_MESSAGES.animus_lab_results_tested_not_in_future);
    const lot = seedLotFormSchema.safeParse({
      lot_code: 'L-1',
      amount: '10',
      unit: 'seeds',
      storage_location: '',
      produced_on: nextYear,
      notes: '',
    });
    expect(messageAt(lot, 'produced_on')).toBe(HAPPENED_MESSAGES.animus_seed_lots_produced_not_in_future);
    const germination = germinationFormSchema.safeParse({
      tested_on: nextYear,
      seeds_sown: '10',
      seeds_germinated: '8',
      days: '',
      notes: '',
    });
    expect(messageAt(germination, 'tested_on')).toBe(
      HAPPENED_MESSAGES.animus_germination_tested_not_in_future,
    );
  });

  it('an import row acquired or tested ahead of today is refused before it is sent', () => {
    const row = checkRecord(
      { name: 'Future Haze', acquisition_date: nextYear, thca: '20', tested_on: nextYear },
      2,
    );
    expect(row.row).toBeNull();
    expect(row.errors.join(' ')).toContain(HAPPENED_MESSAGES.animus_cultivars_acquired_not_in_future!);
    expect(row.errors.join(' ')).toContain(HAPPENED_MESSAGES.animus_lab_results_tested_not_in_future!);
  });
});
