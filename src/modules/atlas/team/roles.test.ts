import { describe, expect, it } from 'vitest';
import { can } from './roles';

describe('facility roles', () => {
  it('mirrors facility_grants: staff read and log, managers also edit and delete, owners manage', () => {
    const actions = ['read', 'log', 'edit', 'delete', 'manage'] as const;
    expect(actions.map((a) => can('staff', a))).toEqual([true, true, false, false, false]);
    expect(actions.map((a) => can('manager', a))).toEqual([true, true, true, true, false]);
    expect(actions.map((a) => can('owner', a))).toEqual([true, true, true, true, true]);
    expect(can(null, 'read')).toBe(false);
  });
});
