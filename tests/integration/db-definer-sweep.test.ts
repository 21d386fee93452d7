// The definer sweep: every SECURITY DEFINER function in public and every trigger function that
// raises, read from pg_catalog, must tell a caller nothing about rows that caller may not read —
// no match, no count, no field, no message — as the attacker matrix (attacker-columns.test.ts)
// does for table writes. A function added tomorrow fails the first test until it has a row in
// SWEEP below, and from then on it is attacked like the others.
//
// How a function is attacked. The demo seed is the world (North Campus and its people, cultivars,
// courses, consultants …). For every table with a uuid key, the rows a fresh Professional grower
// (the stranger, with a facility of their own) cannot select are its hidden rows, except those the
// product publishes on purpose (PUBLIC_BY_DESIGN). Then, as the stranger and as anon:
//   * every callable function is called with each hidden id in each uuid argument (other
//     arguments plain), and must answer exactly as it does for an id that exists nowhere;
//   * every table a trigger guards is written (an insert naming each hidden row through a foreign
//     key), and must be refused exactly as when the key names nothing;
//   * no answer may contain a hidden id it was not given;
//   * each row may add calls of its own (CALLS, WRITES) for secrets that are not ids: a guessed
//     synonym, a breeder, an address on another facility's team.
// The calls speak SQL the way PostgREST does (the API role and the JWT claims, set locally in a
// transaction that is rolled back), so thousands of attempts take seconds and change nothing.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newGrower, type Grower } from './arca-records-helpers.ts';
import { db, stack } from './helpers.ts';

type Kind = 'rpc' | 'internal' | 'trigger';
interface Row {
  kind: Kind;
  /** What it answers or checks, and why that reveals nothing (or who may call it). */
  why: string;
}
const rpc = (why: string): Row => ({ kind: 'rpc', why });
const internal = (why: string): Row => ({ kind: 'internal', why });
const trigger = (why: string): Row => ({ kind: 'trigger', why });

const ADMIN_ONLY = rpc('refuses anyone who is not an admin before reading a row');
const ABOUT_CALLER = rpc('answers about the caller only (their role, plan, address or facilities)');

const SWEEP: Record<string, Row> = {
  // Callable through the API.
  'add_organization_member(uuid, text, text)': rpc('organization admins only; others get "not found"'),
  'admin_set_certification_verified(uuid, boolean)': ADMIN_ONLY,
  'admin_set_consultant_status(uuid, text)': ADMIN_ONLY,
  'admin_set_tier(uuid, text)': ADMIN_ONLY,
  'admin_stats()': ADMIN_ONLY,
  'agora_consultant_meeting_links(uuid)': rpc(
    "a consultant's private meeting links, for the consultant only",
  ),
  'agora_consultation_meeting_link(uuid)': rpc('the link of a consultation, for its two parties only'),
  'back_office_job_failures(text)': ADMIN_ONLY,
  'back_office_jobs()': ADMIN_ONLY,
  'back_office_run_job(text)': rpc(
    'admins only: runs a job from cron.job (written only by the migrations), never a command the caller names',
  ),
  'ancora_admin_courses()': ADMIN_ONLY,
  'ancora_can_read_course(uuid)': rpc('whether the caller may read a course'),
  'ancora_can_read_lesson(uuid)': rpc(
    'whether the caller may read a lesson (published, in a readable course)',
  ),
  'ancora_course_editor(uuid)': ADMIN_ONLY,
  'ancora_course_totals(uuid)': rpc("a readable course's lesson and quiz counts"),
  'ancora_create_course(jsonb)': ADMIN_ONLY,
  'ancora_discard_course_draft(uuid)': ADMIN_ONLY,
  'ancora_get_attempt(uuid)': rpc("the caller's own quiz attempt"),
  'ancora_gradebook(uuid)': ADMIN_ONLY,
  'ancora_is_assessment_quiz(uuid)': rpc('for policies: whether a readable quiz is an assessment'),
  'ancora_item_statistics(uuid)': rpc("item statistics for the course's authors only"),
  'ancora_practice_grade(uuid, jsonb)': rpc('grades practice on a readable quiz'),
  'ancora_practice_start(uuid)': rpc('practice questions of a readable quiz'),
  'ancora_publish_course(uuid, text)': ADMIN_ONLY,
  'ancora_quiz_status(uuid)': rpc("the caller's standing on a readable quiz"),
  'ancora_reinstate_certificate(uuid)': ADMIN_ONLY,
  'ancora_review_attempt(uuid)': rpc("the caller's own finished attempt"),
  'ancora_revoke_certificate(uuid, text)': ADMIN_ONLY,
  'ancora_save_course_draft(uuid, jsonb, integer)': ADMIN_ONLY,
  'ancora_save_feedback_bands(uuid, jsonb)': rpc("a quiz's authors only"),
  'ancora_save_question(uuid, uuid, uuid, text, text, numeric, jsonb, numeric, numeric, text, text, boolean)':
    rpc("a quiz's authors only"),
  'ancora_save_responses(uuid, jsonb)': rpc("the caller's own open attempt"),
  'ancora_set_accommodation(uuid, uuid, integer, integer, text)': ADMIN_ONLY,
  'ancora_search_candidates(uuid, numeric, numeric, text, integer)': rpc(
    'recruiters see only learners who opted in',
  ),
  'ancora_start_attempt(uuid)': rpc('starts an attempt on a readable quiz'),
  'ancora_submit_attempt(uuid, jsonb)': rpc("the caller's own open attempt"),
  'ancora_sync_my_reminders()': ABOUT_CALLER,
  'ancora_track_lesson_time(uuid)': rpc(
    "the caller's own time on a lesson they may read; others are not found",
  ),
  'ancora_unpublish_course(uuid)': ADMIN_ONLY,
  'ancora_verify_certificate(text)': rpc('anyone with a certificate code reads that certificate, by design'),
  'animus_archive_cultivar(uuid)': rpc('one published cultivar with only its published fields'),
  'animus_archive_search(text, text, integer, integer)': rpc(
    'published cultivars, matched on published fields',
  ),
  'animus_moderate_tag(uuid, text, text)': rpc('moderators only'),
  'animus_photo_public(text)': rpc('whether a photo belongs to a cultivar published with its photos'),
  'animus_similar_cultivars(text, text, uuid)': rpc(
    'readable cultivars of a similar name; breeders only where readable',
  ),
  'animus_unpublish_cultivar(uuid)': rpc("the caller's own cultivar"),
  'arca_apply_skeleton(uuid, uuid, date, text)': rpc('a plan in a facility the caller may edit'),
  'arca_delete_entries(uuid[])': rpc('entries the caller may delete; others count as not found'),
  'arca_entry_access(uuid, text, text)': rpc('for policies: whether the caller may act on an entry'),
  'arca_grants(text)': ABOUT_CALLER,
  'arca_photo_access(text, text)': rpc('for storage policies: whether the caller may read a photo path'),
  'arca_restore_entries(uuid[])': rpc('entries the caller may delete; others count as not found'),
  'arca_room_fertility(uuid, timestamp with time zone, timestamp with time zone, text)': rpc(
    'a room the caller may read',
  ),
  'arca_tool_facilities(text, text)': ABOUT_CALLER,
  'atlas_apply_template(uuid, uuid, date, text, text, uuid, integer, jsonb)': rpc(
    'a template and room of a facility the caller may edit',
  ),
  'atlas_approve_sop_version(uuid)': rpc('an SOP the caller may read is "not found" otherwise'),
  'atlas_course_choices()': rpc('titles of published courses, public in the catalogue, to facility managers'),
  'atlas_facilities(text)': ABOUT_CALLER,
  'atlas_make_sop_version_effective(uuid)': rpc('an SOP the caller may read is "not found" otherwise'),
  'atlas_move_milestone(uuid, date, text)': rpc('a cycle the caller may edit'),
  'atlas_new_sop_version(uuid, text)': rpc('an SOP the caller may read is "not found" otherwise'),
  'atlas_production_board()': rpc("what each facility's owner chose to show on the public board"),
  'atlas_retire_sop(uuid)': rpc('an SOP the caller may read is "not found" otherwise'),
  'atlas_send_review_reminders(uuid)': rpc('a facility the caller manages'),
  'atlas_set_cycle_status(uuid, text)': rpc('a cycle the caller may edit'),
  'atlas_sop_course_requirement(uuid)': rpc(
    "the course an SOP the caller may read requires, and the caller's own certificate for it",
  ),
  'atlas_sop_version_at(uuid, timestamp with time zone)': rpc(
    'the version in force of an SOP the caller may read',
  ),
  'auth_email()': ABOUT_CALLER,
  'available_slots(uuid, date, integer, integer)': rpc("an active consultant's free slots, public by design"),
  'book_consultation(uuid, timestamp with time zone, integer, text, text)': rpc('books an active consultant'),
  'can_moderate()': ABOUT_CALLER,
  'cancel_consultation(uuid, text)': rpc('a consultation of the caller'),
  'certification_document_verified(text)': rpc('for storage policies: whether a document path is verified'),
  'complete_consultation(uuid)': rpc('a consultation of the caller'),
  'consultant_reviews(uuid, integer, integer)': rpc("an active consultant's public reviews"),
  'count_cultivars(text, text[], text[], text[], text, text)': rpc('counts cultivars the caller may read'),
  'decide_verification(uuid, text, text)': ADMIN_ONLY,
  'delete_my_account()': ABOUT_CALLER,
  'facility_access(uuid, text, text)': rpc('for policies: whether the caller may act in a facility'),
  'facility_grants(text)': ABOUT_CALLER,
  'facility_role(uuid, uuid)': rpc("a role in a facility the caller works in, or the caller's own"),
  'facility_training_record(uuid)': rpc(
    "the owner's and managers' own facility only; the same refusal for any other or none",
  ),
  'facility_team(uuid)': rpc('the team of a facility the caller works in'),
  'facility_teammates()': ABOUT_CALLER,
  'feedback_attachment_count()': ABOUT_CALLER,
  'get_organization_members(uuid)': rpc('members of an organization the caller belongs to'),
  'has_tier(text)': ABOUT_CALLER,
  'is_admin()': ABOUT_CALLER,
  'is_deleted_account()': ABOUT_CALLER,
  'is_org_member(uuid)': rpc('whether the caller belongs to an organization'),
  'mark_no_show(uuid)': rpc('a consultation of the caller'),
  'my_facilities()': ABOUT_CALLER,
  'my_facility_invitations()': ABOUT_CALLER,
  'org_role(uuid)': rpc("the caller's role in an organization"),
  'owns_consultant_folder(text)': rpc("for storage policies: whether a folder is the caller's"),
  'prometheus_facilities(text)': ABOUT_CALLER,
  'prometheus_insight_hours(uuid, timestamp with time zone, timestamp with time zone, text)': rpc(
    'a room the caller may read',
  ),
  'rate_consultation(uuid, integer, text)': rpc('a consultation of the caller'),
  'respond_to_facility_invitation(uuid, boolean)': rpc("an open invitation to the caller's proved address"),
  'save_verification_draft(uuid, text, text)': ADMIN_ONLY,
  'search_consultants(text, integer[], numeric, integer, integer, boolean, integer, integer)': rpc(
    'active consultants, public by design',
  ),
  'search_cultivars(text, text[], text[], text[], text, text, text, integer, integer)': rpc(
    'cultivars the caller may read',
  ),
  'session_proves_email()': ABOUT_CALLER,
  'submit_consultant_application(text, text, text, integer, integer, integer[], integer[], boolean, text, text, jsonb, text)':
    ABOUT_CALLER,
  'take_over_verification(uuid)': ADMIN_ONLY,
  'tier_facilities(text, text)': ABOUT_CALLER,

  // Called only by other functions, triggers, cron or the service role.
  'agora_consultation_for_update(uuid)': internal('locks a consultation for the consultation functions'),
  'agora_finish_consultation(uuid, text)': internal(
    'shared by complete/cancel/no-show, which check the caller',
  ),
  'ancora_send_due_reminders()': internal('a schedule (service role)'),
  'animus_archive_entry(animus_cultivars)': internal('builds one archive entry for the archive functions'),
  'animus_mirror_selection(uuid)': internal('the selections trigger'),
  'apply_subscription(uuid, text)': internal("the payment provider's webhook (service role)"),
  'arca_batch_refresh(uuid)': internal('the batch triggers'),
  'arca_fertigation_refresh(uuid)': internal('the fertigation triggers'),
  'arca_record_version(arca_entries, jsonb, text)': internal('the edit-history triggers'),
  'arca_refresh_lots(uuid[])': internal('the lot triggers'),
  'arca_set_deleted(uuid[], boolean)': internal(
    'arca_delete_entries / arca_restore_entries, which check the caller',
  ),
  'arca_sync_entry_stock(uuid)': internal('the stock triggers'),
  'atlas_refresh_cycle_span(uuid)': internal('the cycle triggers'),
  'back_office_require_admin()': internal('the back-office functions, before they read anything'),
  'caller_meets_mfa()': internal('the verification triggers'),
  'create_notification(uuid, text, text, text, text, text)': internal('functions that notify someone'),
  'prometheus_alerts_evaluate_room(uuid)': internal('the every-minute alert schedule'),
  'prometheus_evaluate_all_alerts()': internal('the pg_cron job prometheus-alerts (postgres, service role)'),
  'prometheus_room_bands(uuid)': internal('the alert evaluation'),

  // Trigger functions.
  'agora_check_short_bio()': trigger('checks the new row only'),
  'agora_check_time_zone()': trigger('checks the new row only'),
  'agora_hand_over_verifications()': trigger('on profiles, which the API roles cannot insert'),
  'agora_keep_meeting_link_private()': trigger("moves the consultant's own link aside"),
  'agora_on_account_deleted()': trigger('on profiles, which the API roles cannot insert'),
  'agora_sync_specialty_ids()': trigger("keeps the consultant's own specialty list"),
  'agora_verification_require_aal2()': trigger('admins only, at aal2'),
  'ancora_check_question_version()': trigger('checks the new row only'),
  'ancora_lesson_progress_stamp()': trigger("stamps the caller's own progress"),
  'animus_cultivar_tags_check_coa()': trigger("whether the proposer's own COA path exists"),
  'animus_cultivar_tags_first_vote()': trigger("the proposer's own first vote"),
  'animus_lab_results_refresh_cultivar()': trigger("refreshes the owner's cultivar"),
  'animus_lineage_claims_check()': trigger('after the row policies: says only that a loop exists'),
  'animus_lineage_claims_check_chemotypes()': trigger('runs as the caller: only readable chemotypes'),
  'animus_observations_check_value()': trigger('checks the value against the trait version'),
  'animus_selections_mirror()': trigger("mirrors the owner's selection"),
  'animus_tag_votes_recount()': trigger('recounts a tag the voter can read'),
  'animus_trait_versions_number()': trigger('numbers the versions of a trait'),
  'arca_application_values_after_write()': trigger('derived rows of the same entry'),
  'arca_application_values_check()': trigger('checks the entry the writer may log'),
  'arca_batch_values_after_write()': trigger('derived rows of the same entry'),
  'arca_batch_values_check()': trigger('checks the entry the writer may log'),
  'arca_diary_values_after_write()': trigger('derived rows of the same entry'),
  'arca_diary_values_check()': trigger('checks the entry the writer may log'),
  'arca_entries_after_update()': trigger('edit history of the entry'),
  'arca_entries_before_write()': trigger(
    'checks the room and lot against the facility the writer may log in',
  ),
  'arca_entries_require_values()': trigger('checks the entry has its values'),
  'arca_entries_holds()': trigger(
    'after the row policies: the intervals of the room and lot of an entry the writer may log',
  ),
  'arca_entries_sync_stock()': trigger('stock of the same facility'),
  'arca_fertigation_values_after_write()': trigger('derived rows of the same entry'),
  'arca_fertigation_values_check()': trigger('checks the entry the writer may log'),
  'arca_fertilizers_after_update()': trigger("the facility's own stock"),
  'arca_filter_values_check()': trigger('checks the entry the writer may log'),
  'arca_ipm_values_need_room()': trigger('checks the entry the writer may log'),
  'arca_lots_check_origin()': trigger('the origin project must be readable'),
  'arca_lots_derive()': trigger("derives the lot's figures from its own entries"),
  'arca_ppm_values_check()': trigger('checks the entry the writer may log'),
  'arca_room_plan_span()': trigger("the plan's own phases"),
  'arca_stock_check()': trigger("the facility's own stock"),
  'arca_values_after_update()': trigger('edit history of the entry'),
  'arca_values_holds()': trigger(
    'after the row policies: the intervals of the room and lot of an entry the writer may log',
  ),
  'arca_yield_needs_lot()': trigger('checks the new row only'),
  'atlas_board_rooms_before_write()': trigger("rooms of the owner's own facility"),
  'atlas_required_course_check()': trigger(
    'whether a course is published: catalogue information; the same words for a hidden or unknown id',
  ),
  'atlas_entry_sops_before_write()': trigger(
    'refuses before reading anything unless the writer may log the entry',
  ),
  'atlas_maintenance_requests_before_write()': trigger('equipment of a facility the writer works in'),
  'atlas_sop_acknowledgements_before_insert()': trigger('versions of SOPs the writer may read'),
  'atlas_sop_steps_before_write()': trigger('drafts of SOPs the writer may edit'),
  'atlas_sop_versions_before_write()': trigger('versions of SOPs the writer may edit'),
  'atlas_sops_after_insert()': trigger('the first draft of the new SOP'),
  'atlas_sops_before_delete()': trigger('SOPs the writer may delete'),
  'atlas_sops_before_write()': trigger(
    'team roles through facility_role, which answers only inside the facility',
  ),
  'atlas_stock_moves_before_insert()': trigger('consumables of a facility the writer works in'),
  'atlas_tasks_before_write()': trigger(
    'team roles through facility_role, which answers only inside the facility',
  ),
  'atlas_template_children_before_write()': trigger('templates of a facility the writer may edit'),
  'facility_invitations_before_insert()': trigger("checks the team only for the facility's owner"),
  'facility_members_check()': trigger('on memberships, which only the invitation function inserts'),
  'handle_new_user()': trigger('on auth.users: the auth server only'),
  'keep_keys()': trigger('checks the new row only'),
  'organization_users_keep_an_owner()': trigger("the organization's own members"),
  'prometheus_rollups_after_insert()': trigger("rollups of the writer's own readings"),
  'prometheus_rollups_rebuild()': trigger("rollups of the writer's own readings"),
  'sync_public_profile()': trigger("copies the user's own public fields"),
  'refuse_unwritable_values()': trigger(
    'runs as the caller, first: an entry the caller may not log is refused as the policy would',
  ),
  'atlas_room_taken_names_cycle()': trigger(
    'runs as the caller: names only a cycle whose phases the caller can read; any other overlap meets the exclusion constraint',
  ),
  'atlas_refuse_unwritable()': trigger(
    'runs as the caller, first: an SOP or task in a facility the caller may not edit is refused as the policy would',
  ),
  'animus_observations_refuse_unwritable()': trigger(
    'runs as the caller, first: a trait the caller cannot read is refused as the policy would',
  ),
};

/** Rows the product shows people who cannot select them, on purpose (where clause per table). */
const PUBLIC_BY_DESIGN: Record<string, string> = {
  animus_cultivars: 'published',
  agora_consultant_profiles: "status = 'active'",
};

/** Calls for secrets that are not ids: each names the values an attacker would guess. */
interface Guess {
  fn: string;
  sql: string;
  /** The parameters with the real secret, and with a value that matches nothing. */
  real: unknown[];
  none: unknown[];
}

const SWEPT = `
  select p.proname || '(' || oidvectortypes(p.proargtypes) || ')' as fn,
    p.oid::int as oid, p.prorettype = 'trigger'::regtype as is_trigger, p.prorettype = 'void'::regtype as is_void,
    p.proretset as returns_set,
    has_function_privilege('anon', p.oid, 'execute') as anon,
    has_function_privilege('authenticated', p.oid, 'execute') as authenticated,
    array(select format_type(t, null) from unnest(p.proargtypes::oid[]) t) as args
  from pg_proc p join pg_namespace n on n.oid = p.pronamespace
  where n.nspname = 'public' and (p.prosecdef or (p.prorettype = 'trigger'::regtype and p.prosrc ~* '\\mraise\\M'))
  order by 1`;

interface Fn {
  fn: string;
  oid: number;
  is_trigger: boolean;
  is_void: boolean;
  returns_set: boolean;
  anon: boolean;
  authenticated: boolean;
  args: string[];
}

type Answer = { ok: string } | { error: { code: string; message: string; detail?: string; hint?: string } };

/** One connection acting as PostgREST does for one caller, each attempt in a rolled-back savepoint. */
class Caller {
  constructor(
    private client: pg.Client,
    private role: 'anon' | 'authenticated',
    private claims: Record<string, unknown>,
  ) {}

  async begin() {
    await this.client.query('begin');
    await this.client.query(`set local role ${this.role}`);
    await this.client.query(`select set_config('request.jwt.claims', $1, true)`, [
      JSON.stringify(this.claims),
    ]);
    await this.client.query(`set local statement_timeout = '10s'`);
  }

  async end() {
    await this.client.query('rollback');
  }

  async attempt(sql: string, params: unknown[]): Promise<Answer> {
    await this.client.query('savepoint attempt');
    try {
      const { rows } = await this.client.query<{ r: unknown }>(sql, params);
      return { ok: JSON.stringify(rows.map((r) => r.r)) };
    } catch (e) {
      const err = e as pg.DatabaseError;
      return {
        error: {
          code: err.code ?? '',
          message: err.message,
          ...(err.detail ? { detail: err.detail } : {}),
          ...(err.hint ? { hint: err.hint } : {}),
        },
      };
    } finally {
      await this.client.query('rollback to savepoint attempt');
    }
  }
}

/** The answer with the given values written as placeholders, so "it" reads the same for both. */
function normalise(answer: Answer, values: Record<string, string>): string {
  let text = JSON.stringify(answer);
  for (const [name, value] of Object.entries(values)) text = text.split(value).join(`<${name}>`);
  return text;
}

const PLAIN: Record<string, string> = {
  boolean: 'true',
  integer: '1',
  numeric: '1',
  'timestamp with time zone': 'now()',
  date: 'current_date',
  jsonb: `'{}'::jsonb`,
  'integer[]': `'{}'::integer[]`,
  'text[]': `'{}'::text[]`,
};

/** `select … from public.fn(…)` with $1 in argument `at` and plain values elsewhere. */
function callSql(f: Fn, at: number): string {
  const name = f.fn.slice(0, f.fn.indexOf('('));
  const args = f.args.map((type, i) => {
    if (i === at) return type === 'uuid[]' ? 'array[$1::uuid]' : '$1::uuid';
    if (type === 'uuid') return '$2::uuid';
    if (type === 'uuid[]') return 'array[$2::uuid]';
    return PLAIN[type] ?? `null::${type}`;
  });
  const call = `public.${name}(${args.join(', ')})`;
  return f.is_void ? `select 'void' as r from (select ${call}) s` : `select to_jsonb(x) as r from ${call} x`;
}

describe('the definer sweep: functions and triggers reveal nothing about rows the caller cannot read', () => {
  let fns: Fn[] = [];
  let stranger: Grower;
  /** Hidden ids per table. */
  const hidden = new Map<string, string[]>();
  const visible = new Set<string>();
  let allHidden = new Set<string>();
  let conn: pg.Client;
  let asStranger: Caller;
  let asAnon: Caller;
  const ABSENT = randomUUID();
  const OTHER = randomUUID();

  beforeAll(async () => {
    fns = (await db().query<Fn>(SWEPT)).rows;
    stranger = await newGrower('sweep-stranger', 'Professional');
    conn = new pg.Client({ connectionString: stack.dbUrl });
    await conn.connect();
    const now = Math.floor(Date.now() / 1000);
    asStranger = new Caller(conn, 'authenticated', {
      sub: stranger.id,
      role: 'authenticated',
      email: stranger.email,
      aal: 'aal1',
      amr: [{ method: 'password', timestamp: now }],
    });
    asAnon = new Caller(conn, 'anon', { role: 'anon' });

    // Hidden rows: per uuid-keyed table, up to three rows the stranger cannot select.
    const { rows: tables } = await db().query<{ table: string; key: string }>(`
      select c.relname as table, a.attname as key
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      join pg_index i on i.indrelid = c.oid and i.indisprimary and i.indnatts = 1
      join pg_attribute a on a.attrelid = c.oid and a.attnum = i.indkey[0] and a.atttypid = 'uuid'::regtype
      where n.nspname = 'public' and c.relkind in ('r', 'p') order by 1`);
    for (const { table, key } of tables) {
      const visibleByDesign = PUBLIC_BY_DESIGN[table] ? `where not (${PUBLIC_BY_DESIGN[table]})` : '';
      const { rows } = await db().query<{ id: string }>(
        `select ${key}::text as id from public.${table} ${visibleByDesign} order by ${key} limit 40`,
      );
      if (!rows.length) continue;
      await asStranger.begin();
      const seen = await asStranger.attempt(
        `select coalesce(jsonb_agg(${key}::text), '[]') as r from public.${table} where ${key} = any ($1::uuid[])`,
        [rows.map((r) => r.id)],
      );
      await asStranger.end();
      const readable = new Set<string>('ok' in seen ? (JSON.parse(seen.ok)[0] as string[]) : []);
      for (const id of readable) visible.add(id);
      const ids = rows.map((r) => r.id).filter((id) => !readable.has(id));
      if (ids.length) hidden.set(table, ids);
    }
    // Some tables share their key with another (a consultant's private links are keyed by the
    // consultant): an id readable anywhere, or public by design anywhere, is not hidden.
    for (const [table, where] of Object.entries(PUBLIC_BY_DESIGN)) {
      const { rows } = await db().query<{ id: string }>(
        `select id::text as id from public.${table} where ${where}`,
      );
      for (const r of rows) visible.add(r.id);
    }
    for (const [table, ids] of hidden) {
      const keep = ids.filter((id) => !visible.has(id)).slice(0, 3);
      if (keep.length) hidden.set(table, keep);
      else hidden.delete(table);
    }
    allHidden = new Set([...hidden.values()].flat());
  }, 120_000);

  afterAll(async () => {
    await conn?.end();
  });

  it('has a row for every SECURITY DEFINER function and every trigger function that raises', () => {
    const names = fns.map((f) => f.fn);
    // A new function: add its row to SWEEP (kind and why), and it is attacked from then on.
    expect(names.filter((n) => !(n in SWEEP))).toEqual([]);
    // A function that no longer exists (or is no longer definer): take its row out.
    expect(Object.keys(SWEEP).filter((n) => !names.includes(n))).toEqual([]);
  });

  it('classifies each one by what the catalog says (callable, internal or trigger)', () => {
    const wrong = fns
      .filter((f) => SWEEP[f.fn])
      .filter((f) => {
        const kind: Kind = f.is_trigger ? 'trigger' : f.anon || f.authenticated ? 'rpc' : 'internal';
        return SWEEP[f.fn]!.kind !== kind;
      })
      .map((f) => `${f.fn}: row says ${SWEEP[f.fn]!.kind}`);
    expect(wrong).toEqual([]);
  });

  it('finds hidden rows to try in most tables of the seed', () => {
    expect(hidden.size).toBeGreaterThan(40);
    expect(allHidden.size).toBeGreaterThan(100);
  });

  it('every callable function answers about a hidden row exactly as about no row, and names no hidden id', async () => {
    const leaks: string[] = [];
    let attempts = 0;
    const ids = [...hidden.entries()].flatMap(([table, list]) => list.map((id) => ({ table, id })));
    for (const f of fns.filter((x) => !x.is_trigger && (x.anon || x.authenticated))) {
      const callers = [
        ...(f.authenticated ? [['stranger', asStranger] as const] : []),
        ...(f.anon ? [['anon', asAnon] as const] : []),
      ];
      for (const [who, caller] of callers) {
        await caller.begin();
        const positions = f.args
          .map((t, i) => (t === 'uuid' || t === 'uuid[]' ? i : -1))
          .filter((i) => i >= 0);
        // A function without id arguments is still called once: its answer must name no hidden id.
        for (const at of positions.length ? positions : [-1]) {
          const sql = callSql(f, at);
          const usesOther = f.args.some((t, i) => i !== at && (t === 'uuid' || t === 'uuid[]'));
          const p = (first: string) => (at >= 0 ? (usesOther ? [first, OTHER] : [first]) : []);
          const none = await caller.attempt(sql, p(ABSENT));
          attempts++;
          const noneText = normalise(none, { it: ABSENT, other: OTHER });
          for (const leaked of [...allHidden].filter((id) => noneText.includes(id)))
            leaks.push(`${who} ${f.fn}: names hidden ${leaked} unasked`);
          if (at < 0) continue;
          for (const { table, id } of ids) {
            const got = await caller.attempt(sql, p(id));
            attempts++;
            const text = normalise(got, { it: id, other: OTHER });
            if (text !== noneText) {
              leaks.push(
                `${who} ${f.fn} arg ${at + 1} = hidden ${table}: ${text.slice(0, 200)} ≠ ${noneText.slice(0, 200)}`,
              );
            }
          }
        }
        await caller.end();
      }
    }
    expect(attempts).toBeGreaterThan(1000);
    // Each line: who, which function and argument, which hidden table, and the two answers.
    expect(leaks).toEqual([]);
  }, 300_000);

  it('every trigger refuses a write naming a hidden row exactly as one naming no row', async () => {
    // Tables the API roles may insert into, their single-column uuid foreign keys, and the triggers on them.
    const { rows: targets } = await db().query<{ table: string; column: string; references: string }>(`
      select c.conrelid::regclass::text as table, a.attname as column, c.confrelid::regclass::text as references
      from pg_constraint c
      join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
      join pg_namespace n on n.oid = (select relnamespace from pg_class where oid = c.conrelid)
      where c.contype = 'f' and n.nspname = 'public' and array_length(c.conkey, 1) = 1
        and a.atttypid = 'uuid'::regtype
        and has_column_privilege('authenticated', c.conrelid, a.attnum, 'INSERT')
        and exists (select 1 from pg_trigger t where t.tgrelid = c.conrelid and not t.tgisinternal)
      order by 1, 2`);
    const leaks: string[] = [];
    let attempts = 0;
    const strip = (t: string) => t.replace(/^public\./, '');
    for (const { table, column, references } of targets) {
      const ids = hidden.get(strip(references)) ?? [];
      if (!ids.length) continue;
      const { rows: cols } = await db().query<{ column: string }>(
        `select a.attname as column from pg_attribute a
         where a.attrelid = $1::regclass and a.attname = 'facility_id'
           and has_column_privilege('authenticated', a.attrelid, a.attnum, 'INSERT')`,
        [table],
      );
      const withFacility = cols.length > 0 && column !== 'facility_id';
      const sql = withFacility
        ? `insert into ${table} (${column}, facility_id) values ($1::uuid, '${stranger.facilityId}') returning 1 as r`
        : `insert into ${table} (${column}) values ($1::uuid) returning 1 as r`;
      await asStranger.begin();
      const none = normalise(await asStranger.attempt(sql, [ABSENT]), { it: ABSENT });
      attempts++;
      for (const id of ids) {
        const got = normalise(await asStranger.attempt(sql, [id]), { it: id });
        attempts++;
        if (got !== none)
          leaks.push(
            `${table}.${column} = hidden ${strip(references)}: ${got.slice(0, 200)} ≠ ${none.slice(0, 200)}`,
          );
        for (const leaked of [...allHidden].filter((h) => h !== id && got.includes(h)))
          leaks.push(`${table}.${column}: names hidden ${leaked}`);
      }
      await asStranger.end();
    }
    expect(attempts).toBeGreaterThan(50);
    expect(leaks).toEqual([]);
  }, 300_000);

  it('answers guesses at secrets that are not ids (a synonym, an address on a team) as it answers nonsense', async () => {
    const { rows: seed } = await db().query<{ facility_id: string; email: string; user_id: string }>(`
      select m.facility_id, u.email, m.user_id from public.facility_members m
      join auth.users u on u.id = m.user_id limit 1`);
    const member = seed[0]!;
    const { rows: hiddenCultivars } = await db().query<{ synonym: string; name: string; breeder: string }>(`
      select c.synonyms[1] as synonym, c.name, c.breeder from public.animus_cultivars c
      where c.published and cardinality(c.synonyms) > 0 and not 'synonyms' = any (c.published_fields) limit 1`);
    const guesses: Guess[] = [
      {
        fn: 'facility_invitations_before_insert()',
        sql: `insert into public.facility_invitations (facility_id, email, role) values ($1, $2, 'staff') returning 1 as r`,
        real: [member.facility_id, member.email],
        none: [member.facility_id, `nobody-${randomUUID().slice(0, 6)}@test.example.com`],
      },
      {
        fn: 'facility_role(uuid, uuid)',
        sql: `select to_jsonb(public.facility_role($1::uuid, $2::uuid)) as r`,
        real: [member.facility_id, member.user_id],
        none: [member.facility_id, randomUUID()],
      },
    ];
    if (hiddenCultivars[0]) {
      guesses.push({
        fn: 'animus_archive_search(text, text, integer, integer)',
        sql: `select to_jsonb(x) as r from public.animus_archive_search($1) x`,
        real: [hiddenCultivars[0].synonym],
        none: [`zz${randomUUID().slice(0, 10)}`],
      });
    }
    const leaks: string[] = [];
    await asStranger.begin();
    for (const g of guesses) {
      const real = await asStranger.attempt(g.sql, g.real);
      const none = await asStranger.attempt(g.sql, g.none);
      const names = Object.fromEntries(g.real.map((v, i) => [`real${i}`, String(v)]));
      const noneNames = Object.fromEntries(g.none.map((v, i) => [`real${i}`, String(v)]));
      if (normalise(real, names) !== normalise(none, noneNames))
        leaks.push(`${g.fn}: ${JSON.stringify(real).slice(0, 200)} ≠ ${JSON.stringify(none).slice(0, 200)}`);
    }
    await asStranger.end();
    expect(leaks).toEqual([]);
  });
});
