import { describe, expect, it } from 'vitest';
import { atlasErrorMessage } from './errors';

describe('atlasErrorMessage', () => {
  it('shows the rules Atlas raises in their own words', () => {
    const error = {
      code: 'AT006',
      message:
        'Acknowledge SOP-CUL-001 v2 before completing this task: you have not read the version in force.',
    };
    expect(atlasErrorMessage(error)).toBe(error.message);
  });

  it('words the room constraint and permissions for Atlas, and lets a screen override', () => {
    expect(
      atlasErrorMessage({ code: '23P01', message: 'conflicting key value violates exclusion constraint' }),
    ).toBe('This room already holds a cycle in those dates. Choose another room or start date.');
    expect(atlasErrorMessage({ code: '42501', message: 'new row violates row-level security policy' })).toBe(
      'Your role in this facility does not allow this.',
    );
    expect(
      atlasErrorMessage({ code: '23505', message: 'duplicate key' }, { '23505': 'That SOP code is taken.' }),
    ).toBe('That SOP code is taken.');
  });
});
