import { describe, expect, it } from 'vitest';
import {
  accessTo,
  can,
  facilityAccessText,
  facilityNames,
  needsWorkplaces,
  type Workplace,
} from './access.ts';

const place = (id: string, plan: Workplace['plan'], role: Workplace['role'] = 'staff'): Workplace => ({
  id,
  name: id,
  role,
  plan,
  ownerName: 'Marcus Oyelaran',
});

describe('the access rule', () => {
  const own = place('Natarajan Craft Grow', 'Basic', 'owner');
  const north = place('North Campus', 'Professional');

  it("opens a facility's tool in each facility whose plan reaches it, and only there", () => {
    const a = accessTo('Advanced', 'facility', 'Basic', [own, north]);
    expect(a).toMatchObject({ own: false, open: true, throughFacility: true });
    expect(a.facilities.map((f) => f.id)).toEqual(['North Campus']);
  });

  it("opens everything up to the user's own plan, in every facility whose plan reaches it", () => {
    const a = accessTo('Basic', 'facility', 'Basic', [own, north]);
    expect(a).toMatchObject({ own: true, open: true, throughFacility: false });
    expect(a.facilities.map((f) => f.id)).toEqual(['Natarajan Craft Grow', 'North Campus']);
  });

  it("opens a personal tool by the user's own plan only", () => {
    expect(accessTo('Advanced', 'personal', 'Basic', [north])).toMatchObject({
      open: false,
      facilities: [],
    });
    expect(accessTo('Advanced', 'personal', 'Professional', [])).toMatchObject({ open: true, own: true });
  });

  it('keeps a higher own plan from reaching into a lower facility (the owner’s plan is the team’s)', () => {
    const a = accessTo('Professional', 'facility', 'Professional', [place('Basic owner', 'Basic')]);
    expect(a.open).toBe(true); // their own facilities (none yet: Atlas offers to set one up)
    expect(a.facilities).toEqual([]);
  });

  it('asks for the facilities only where the own plan does not answer', () => {
    expect(needsWorkplaces('Professional', 'facility', 'Basic')).toBe(true);
    expect(needsWorkplaces('Basic', 'facility', 'Basic')).toBe(false);
    expect(needsWorkplaces('Professional', 'personal', 'free')).toBe(false);
  });

  it('says where and under whose plan', () => {
    expect(facilityNames([north])).toBe('North Campus');
    expect(facilityNames([own, north, place('R&D', 'Professional')])).toBe(
      'Natarajan Craft Grow, North Campus and R&D',
    );
    expect(facilityAccessText('AgroChemLog', [north])).toBe(
      "AgroChemLog is open to you at North Campus, on Marcus Oyelaran's Professional plan.",
    );
  });
});

describe('facility roles', () => {
  it('mirrors facility_grants: staff read and log, managers also edit and delete, owners manage', () => {
    const actions = ['read', 'log', 'edit', 'delete', 'manage'] as const;
    expect(actions.map((a) => can('staff', a))).toEqual([true, true, false, false, false]);
    expect(actions.map((a) => can('manager', a))).toEqual([true, true, true, true, false]);
    expect(actions.map((a) => can('owner', a))).toEqual([true, true, true, true, true]);
    expect(can(null, 'read')).toBe(false);
  });
});
