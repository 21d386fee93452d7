// Arranging Atlas data as real users: a facility team (an owner on a plan, a manager and a staff
// member who joined by accepting invitations, both on the free plan), SOPs taken through their
// real transitions, templates and cycles applied through the RPCs the app calls.
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { newGrower, type Grower } from './arca-records-helpers.ts';
import { newUser, proveEmail, type Client, type Tier, type TestUser } from './helpers.ts';

export interface Team {
  owner: Grower;
  manager: TestUser;
  staff: TestUser;
  facilityId: string;
  rooms: Grower['rooms'];
}

/** Fails the test with the PostgREST error when there is one; returns the data otherwise. */
export function ok<T>(res: { data: T; error: { code?: string; message: string } | null }): NonNullable<T> {
  if (res.error) throw new Error(`${res.error.code ?? ''}: ${res.error.message}`);
  return res.data as NonNullable<T>;
}

/** The owner invites `user` by email; `user` proves the address and accepts. */
export async function join(owner: Grower, user: TestUser, role: 'manager' | 'staff'): Promise<void> {
  const invitation = ok(
    await owner.client
      .from('facility_invitations')
      .insert({ facility_id: owner.facilityId, email: user.email, role })
      .select('id')
      .single(),
  );
  await proveEmail(user);
  ok(
    await user.client.rpc('respond_to_facility_invitation', {
      p_invitation_id: invitation.id,
      p_accept: true,
    }),
  );
}

/** A facility (three rooms: Veg, Flower, Dry) whose owner is on `tier`, with a manager and a staff member. */
export async function newTeam(prefix: string, tier: Tier = 'Professional'): Promise<Team> {
  const [owner, manager, staff] = await Promise.all([
    newGrower(`${prefix}-owner`, tier),
    newUser({ prefix: `${prefix}-manager` }),
    newUser({ prefix: `${prefix}-staff` }),
  ]);
  await join(owner, manager, 'manager');
  await join(owner, staff, 'staff');
  return { owner, manager, staff, facilityId: owner.facilityId, rooms: owner.rooms };
}

export interface Step {
  kind: 'instruction' | 'photo' | 'check' | 'measurement';
  body: string;
  target?: number;
  tolerance?: number;
  unit?: string;
}

export const STEPS: Step[] = [
  { kind: 'instruction', body: 'Set the light timer to 12/12.' },
  { kind: 'check', body: 'No light leaks with the lights off.' },
  { kind: 'measurement', body: 'Canopy PPFD', target: 900, tolerance: 100, unit: 'µmol/m²/s' },
  { kind: 'photo', body: 'Photo of the canopy from the door.' },
];

export interface Sop {
  id: string;
  code: string;
  /** The version in force (v1 unless more were made). */
  versionId: string;
}

/**
 * An SOP of the team's facility (owned by the manager, approved by the owner): v1 drafted by the
 * manager, approved by the owner and put in force by the manager.
 */
export async function newSop(team: Team, steps: Step[] = STEPS): Promise<Sop> {
  const code = `SOP-${randomUUID().slice(0, 6).toUpperCase()}`;
  const sop = ok(
    await team.manager.client
      .from('atlas_sops')
      .insert({
        facility_id: team.facilityId,
        code,
        title: `Procedure ${code}`,
        owner_id: team.manager.id,
        approver_id: team.owner.id,
      })
      .select('id')
      .single(),
  );
  const draft = ok(
    await team.manager.client.from('atlas_sop_versions').select('id').eq('sop_id', sop.id).single(),
  );
  await publishVersion(team, draft.id, steps);
  return { id: sop.id, code, versionId: draft.id };
}

/** Writes the steps of a draft (manager), approves it (owner) and puts it in force (manager). */
export async function publishVersion(team: Team, versionId: string, steps: Step[] = STEPS) {
  ok(
    await team.manager.client.rpc('atlas_save_sop_draft', {
      p_version_id: versionId,
      p_steps: steps as never,
    }),
  );
  ok(await team.owner.client.rpc('atlas_approve_sop_version', { p_version_id: versionId }));
  ok(await team.manager.client.rpc('atlas_make_sop_version_effective', { p_version_id: versionId }));
}

/** A new version of an SOP, in force, with the same steps; returns its id. */
export async function newVersion(team: Team, sopId: string): Promise<string> {
  const id = ok(
    await team.manager.client.rpc('atlas_new_sop_version', { p_sop_id: sopId, p_change_summary: 'Revised' }),
  ) as unknown as string;
  await publishVersion(team, id);
  return id;
}

export async function acknowledge(client: Client, versionId: string) {
  ok(await client.from('atlas_sop_acknowledgements').insert({ version_id: versionId } as never));
}

export interface TemplateTask {
  phase: string;
  offset_days: number;
  title: string;
  sop_id?: string | null;
}

/** A template (by the manager) with the given phases (name → days) and tasks. */
export async function newTemplate(
  team: Team,
  phases: Record<string, number> = { veg: 21, flower: 56, dry: 10 },
  tasks: TemplateTask[] = [
    { phase: 'veg', offset_days: 0, title: 'Transplant' },
    { phase: 'veg', offset_days: 14, title: 'Top and train' },
    { phase: 'flower', offset_days: 0, title: 'Flip to 12/12' },
    { phase: 'flower', offset_days: 21, title: 'Defoliate' },
    { phase: 'dry', offset_days: 0, title: 'Harvest' },
  ],
): Promise<string> {
  const template = ok(
    await team.manager.client
      .from('atlas_cycle_templates')
      .insert({ facility_id: team.facilityId, name: `Template ${randomUUID().slice(0, 6)}` })
      .select('id')
      .single(),
  );
  ok(
    await team.manager.client.from('atlas_template_phases').insert(
      Object.entries(phases).map(([phase, days]) => ({
        template_id: template.id,
        phase,
        duration_days: days,
      })) as never,
    ),
  );
  if (tasks.length) {
    ok(
      await team.manager.client
        .from('atlas_template_tasks')
        .insert(tasks.map((t) => ({ template_id: template.id, ...t })) as never),
    );
  }
  return template.id;
}

export function applyTemplate(
  client: Client,
  templateId: string,
  roomId: string,
  startsOn: string,
  extra: { p_phase_rooms?: Record<string, string | null>; p_name?: string } = {},
) {
  return client.rpc('atlas_apply_template', {
    p_template_id: templateId,
    p_room_id: roomId,
    p_starts_on: startsOn,
    p_strain_name: 'Blue Dream',
    p_name: extra.p_name ?? `Cycle ${randomUUID().slice(0, 6)}`,
    p_phase_rooms: extra.p_phase_rooms as never,
  });
}

/** An ISO date `days` from today (UTC, as the database's current_date). */
export function isoDay(days = 0): string {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Expects a PostgREST error with this SQLSTATE. */
export function expectCode(res: { error: { code?: string } | null }, code: string) {
  expect(res.error?.code, JSON.stringify(res.error)).toBe(code);
}
