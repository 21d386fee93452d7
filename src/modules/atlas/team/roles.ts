// What each role may do in a facility: the same table as public.facility_grants() in the
// database, which decides; the screens only use it to show or hide buttons.
export type FacilityRole = 'owner' | 'manager' | 'staff';
export type FacilityAction = 'read' | 'log' | 'edit' | 'delete' | 'manage';

const GRANTS: Record<FacilityRole, readonly FacilityAction[]> = {
  owner: ['read', 'log', 'edit', 'delete', 'manage'],
  manager: ['read', 'log', 'edit', 'delete'],
  staff: ['read', 'log'],
};

export function can(role: FacilityRole | null | undefined, action: FacilityAction): boolean {
  return role ? GRANTS[role].includes(action) : false;
}

export const ROLE_LABELS: Record<FacilityRole, string> = {
  owner: 'Owner',
  manager: 'Manager',
  staff: 'Staff',
};

export const ROLE_DESCRIPTIONS: Record<FacilityRole, string> = {
  owner: 'Everything, including the team and the public board.',
  manager: 'Plans cycles, writes SOPs, manages resources; logs, edits and deletes records.',
  staff: 'Reads everything, works tasks, logs records and stock moves, acknowledges SOPs.',
};

export function isFacilityRole(value: unknown): value is FacilityRole {
  return value === 'owner' || value === 'manager' || value === 'staff';
}
