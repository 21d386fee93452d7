import { describe, expect, it } from 'vitest';
import { recordErrorMessage } from './errors.ts';

const pg = (code: string, message: string) => ({ code, message, details: null, hint: null });

describe('recordErrorMessage', () => {
  it('turns a violated measure domain into the form’s range message', () => {
    expect(
      recordErrorMessage(pg('23514', 'value for domain arca_ph violates check constraint "arca_ph_range"')),
    ).toBe('Enter a pH between 0 and 14');
    expect(
      recordErrorMessage(pg('23514', 'value for domain arca_ec violates check constraint "arca_ec_range"')),
    ).toBe('Enter an EC between 0 and 20 mS/cm');
    expect(
      recordErrorMessage(pg('23514', 'value for domain arca_temperature_c violates check constraint "x"')),
    ).toBe('Enter a temperature between -20 and 60 °C');
  });

  it('words a named CHECK the way the form does', () => {
    expect(
      recordErrorMessage(
        pg(
          '23514',
          'new row for relation "arca_runoff_values" violates check constraint "arca_runoff_input_volume_positive"',
        ),
      ),
    ).toBe('Enter a volume greater than 0');
  });

  it('words a too-short override reason (any entry inside a running interval) clearly', () => {
    expect(
      recordErrorMessage(
        pg(
          '23514',
          'new row for relation "arca_entries" violates check constraint "arca_entries_override_reason_length"',
        ),
      ),
    ).toBe('State the override reason in at least 5 characters.');
  });

  it('words more runoff than was applied as the form does', () => {
    expect(
      recordErrorMessage(
        pg(
          '23514',
          'new row for relation "arca_runoff_values" violates check constraint "arca_runoff_within_input"',
        ),
      ),
    ).toBe('The runoff volume cannot be more than the volume applied in the same irrigation.');
  });

  it('gives a running interval’s refusal in the grower’s time zone, not UTC', () => {
    const refusal = {
      code: 'AR101',
      message:
        'Re-entry interval: nobody may enter Flower 1 until 2026-03-01 19:41 UTC (REI, Pyrethrins 5 EC). …',
      details: JSON.stringify({
        holds: [
          {
            hold: 'rei',
            room_name: 'Flower 1',
            products: 'Pyrethrins 5 EC',
            ends_at: '2026-03-01T19:41:00Z',
          },
        ],
      }),
    };
    const message = recordErrorMessage(refusal);
    expect(message).not.toContain('UTC');
    expect(message).toMatch(
      /^Re-entry interval: nobody may enter Flower 1 until .+ \(REI, Pyrethrins 5 EC\)\. State an override reason to save this entry\.$/,
    );
  });

  it('leaves other codes to the app’s translator, including the Arca rule codes', () => {
    expect(recordErrorMessage(pg('AR002', 'whatever the server said'))).toMatch(/changed by someone else/);
    expect(recordErrorMessage(pg('23514', 'new row violates check constraint "unknown_one"'))).toBe(
      'A value is outside the allowed range.',
    );
    expect(recordErrorMessage(pg('42501', 'permission denied'))).toBe(
      "You don't have permission to do that.",
    );
  });
});
