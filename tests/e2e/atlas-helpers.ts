// Arranging Atlas data for the browser tests as real people through the API (the same calls the
// app makes): a fresh facility team whose owner is on Professional and whose manager and staff
// member, on the free plan, joined by accepting invitations. Browsers then sign in as them.
import type { SupabaseClient } from '@supabase/supabase-js';
import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import type { Database } from '../../src/types/database.ts';
import { anonClient, E2E_PASSWORD, serviceClient, signInAs } from './helpers.ts';

export interface Person {
  id: string;
  email: string;
  name: string;
  client: SupabaseClient<Database>;
}

export async function newPerson(firstName: string, lastName = 'Tester'): Promise<Person> {
  const email = `atlas-${firstName.toLowerCase()}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;
  const created = await serviceClient().auth.admin.createUser({
    email,
    password: E2E_PASSWORD,
    email_confirm: true,
    user_metadata: { first_name: firstName, last_name: lastName },
  });
  if (created.error) throw created.error;
  // Signed in with a mailed code (generated as an admin would), so the session proves the address,
  // which answering a facility invitation needs.
  const link = await serviceClient().auth.admin.generateLink({ type: 'magiclink', email });
  if (link.error) throw link.error;
  const client = anonClient();
  const signIn = await client.auth.verifyOtp({ email, token: link.data.properties.email_otp, type: 'email' });
  if (signIn.error) throw signIn.error;
  return { id: created.data.user.id, email, name: `${firstName} ${lastName}`, client };
}

function must<T>(res: { data: T; error: { message: string } | null }): NonNullable<T> {
  if (res.error) throw new Error(res.error.message);
  return res.data as NonNullable<T>;
}

export interface Team {
  owner: Person;
  manager: Person;
  staff: Person;
  facilityId: string;
  facilityName: string;
  rooms: { veg: string; flower: string; dry: string };
}

export async function newTeam(label: string): Promise<Team> {
  const [owner, manager, staff] = await Promise.all([
    newPerson(`Owen${label}`, 'Owner'),
    newPerson(`Mia${label}`, 'Manager'),
    newPerson(`Sol${label}`, 'Staff'),
  ]);
  must(await serviceClient().rpc('apply_subscription', { p_user_id: owner.id, p_tier: 'Professional' }));
  const facilityName = `E2E Farm ${label} ${Date.now() % 100000}`;
  const facility = must(
    await owner.client.from('facilities').insert({ name: facilityName }).select('id').single(),
  );
  const rooms = must(
    await owner.client
      .from('rooms')
      .insert([
        { facility_id: facility.id, room_name: 'Veg Room', room_type: 'veg' },
        { facility_id: facility.id, room_name: 'Flower Room', room_type: 'flower' },
        { facility_id: facility.id, room_name: 'Dry Room', room_type: 'dry' },
      ])
      .select('id, room_type'),
  );
  for (const [person, role] of [
    [manager, 'manager'],
    [staff, 'staff'],
  ] as const) {
    const inv = must(
      await owner.client
        .from('facility_invitations')
        .insert({ facility_id: facility.id, email: person.email, role })
        .select('id')
        .single(),
    );
    must(
      await person.client.rpc('respond_to_facility_invitation', { p_invitation_id: inv.id, p_accept: true }),
    );
  }
  const room = (type: string) => rooms.find((r) => r.room_type === type)!.id;
  return {
    owner,
    manager,
    staff,
    facilityId: facility.id,
    facilityName,
    rooms: { veg: room('veg'), flower: room('flower'), dry: room('dry') },
  };
}

export const STEPS = [
  { kind: 'instruction', body: 'Set the light timer to 12/12.' },
  { kind: 'check', body: 'No light leaks with the lights off.' },
  { kind: 'measurement', body: 'Canopy PPFD', target: 900, tolerance: 100, unit: 'µmol/m²/s' },
];

/** An SOP owned by the manager and approved by the owner, with v1 in force; returns its id and code. */
export async function newSop(team: Team, title = 'Flip to flower') {
  const code = `SOP-E2E-${Math.random().toString(36).slice(2, 6).toUpperCase()}`;
  const sop = must(
    await team.manager.client
      .from('atlas_sops')
      .insert({
        facility_id: team.facilityId,
        code,
        title,
        owner_id: team.manager.id,
        approver_id: team.owner.id,
      })
      .select('id')
      .single(),
  );
  const v1 = must(
    await team.manager.client.from('atlas_sop_versions').select('id').eq('sop_id', sop.id).single(),
  );
  must(
    await team.manager.client.rpc('atlas_save_sop_draft', { p_version_id: v1.id, p_steps: STEPS as never }),
  );
  must(await team.owner.client.rpc('atlas_approve_sop_version', { p_version_id: v1.id }));
  must(await team.manager.client.rpc('atlas_make_sop_version_effective', { p_version_id: v1.id }));
  return { id: sop.id, code, v1: v1.id };
}

/** The manager drafts the next version of an SOP (one more step); returns its id. */
export async function draftNextVersion(team: Team, sopId: string) {
  const draft = must(
    await team.manager.client.rpc('atlas_new_sop_version', {
      p_sop_id: sopId,
      p_change_summary: 'Added a night RH check.',
    }),
  ) as unknown as string;
  must(
    await team.manager.client.rpc('atlas_save_sop_draft', {
      p_version_id: draft,
      p_steps: [
        ...STEPS,
        { kind: 'measurement', body: 'Night RH', target: 55, tolerance: 5, unit: '%' },
      ] as never,
      p_change_summary: 'Added a night RH check.',
    }),
  );
  return draft;
}

export async function acknowledge(person: Person, versionId: string) {
  must(await person.client.from('atlas_sop_acknowledgements').insert({ version_id: versionId } as never));
}

/** A template (veg 21, flower 56, dry 10) with tasks; optionally the flip requires an SOP. */
export async function newTemplate(team: Team, name = 'E2E 11-week run', sopId: string | null = null) {
  const tpl = must(
    await team.manager.client
      .from('atlas_cycle_templates')
      .insert({ facility_id: team.facilityId, name })
      .select('id')
      .single(),
  );
  must(
    await team.manager.client.from('atlas_template_phases').insert([
      { template_id: tpl.id, phase: 'veg', duration_days: 21 },
      { template_id: tpl.id, phase: 'flower', duration_days: 56 },
      { template_id: tpl.id, phase: 'dry', duration_days: 10 },
    ] as never),
  );
  must(
    await team.manager.client.from('atlas_template_tasks').insert([
      { template_id: tpl.id, phase: 'veg', offset_days: 0, title: 'Transplant' },
      { template_id: tpl.id, phase: 'flower', offset_days: 0, title: 'Flip to 12/12', sop_id: sopId },
      { template_id: tpl.id, phase: 'flower', offset_days: 21, title: 'Defoliate' },
      { template_id: tpl.id, phase: 'dry', offset_days: 0, title: 'Harvest' },
    ] as never),
  );
  return tpl.id;
}

/** Applies a template through the RPC (as the manager); returns the cycle id. */
export async function applyTemplate(
  team: Team,
  templateId: string,
  roomId: string,
  startsOn: string,
  name: string,
) {
  return must(
    await team.manager.client.rpc('atlas_apply_template', {
      p_template_id: templateId,
      p_room_id: roomId,
      p_starts_on: startsOn,
      p_strain_name: 'Blue Dream',
      p_name: name,
    }),
  ) as unknown as string;
}

/** `YYYY-MM-DD`, `days` from today in the browser's (and this machine's) calendar. */
export function localDay(days = 0): string {
  const d = new Date();
  d.setDate(d.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** Signs a person in through the UI in a fresh context of the given size; the page ends on /dashboard. */
export async function signIn(
  browser: Browser,
  person: Pick<Person, 'email'>,
  viewport = { width: 1280, height: 800 },
): Promise<{ context: BrowserContext; page: Page }> {
  const { context, page } = await signInAs(browser, { email: person.email, password: E2E_PASSWORD });
  await page.setViewportSize(viewport);
  return { context, page };
}

/** No element wider than the viewport (the phone layout never scrolls sideways). */
export async function expectNoHorizontalOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}
