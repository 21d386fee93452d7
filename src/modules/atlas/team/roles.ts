// How Atlas names the roles of a facility's team. What each role may do is the team model's
// (src/lib/access.ts: `can`, the same table as public.facility_grants in the database).
import type { FacilityRole } from '@/lib/access';

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
