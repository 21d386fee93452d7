// The attacker's view of every table: each persona (anon, a signed-in user, a consultant, an admin)
// tries, through PostgREST, to insert and to update every column of every table in public that the
// app does not write, one column at a time, and to delete where the app never deletes. The columns
// come from the database, so a new table or column is attacked the moment a migration adds it;
// WRITABLE below is the reviewed list of what the API roles may write (row policies then decide
// whose rows). A column that appears writable without a line here fails this test by name.
import { beforeAll, describe, expect, it } from 'vitest';
import { anonClient, db, demoUser, newUser, type Client } from './helpers.ts';

type Writes = { insert: readonly string[]; update: readonly string[]; delete: boolean };

// What `authenticated` may write; anon writes nothing anywhere.
const WRITABLE: Record<string, Writes> = {
  agora_admin_notes: {
    insert: ['verification_id', 'admin_id', 'note', 'is_private'],
    update: [],
    delete: true,
  },
  agora_consultant_certifications: {
    insert: [
      'consultant_id',
      'name',
      'issuing_organization',
      'issue_date',
      'expiration_date',
      'document_url',
    ],
    update: ['name', 'issuing_organization', 'issue_date', 'expiration_date', 'document_url'],
    delete: true,
  },
  agora_consultant_profiles: {
    insert: [],
    update: [
      'title',
      'short_description',
      'bio',
      'years_experience',
      'hourly_rate',
      'has_video_conferencing',
      'calendly_url',
      'zoom_link',
      'available_days',
      'available_hours',
      'time_zone',
    ],
    delete: false,
  },
  agora_consultant_specialties: { insert: ['consultant_id', 'specialty_id'], update: [], delete: true },
  agora_consultations: { insert: [], update: [], delete: false },
  agora_specialties: { insert: [], update: [], delete: false },
  agora_verification: { insert: [], update: [], delete: false },
  agora_verification_drafts: {
    insert: ['verification_id', 'admin_id', 'decision', 'draft_comments', 'last_reviewed_at'],
    update: ['verification_id', 'admin_id', 'decision', 'draft_comments', 'last_reviewed_at'],
    delete: true,
  },
  agora_verification_history: { insert: [], update: [], delete: false },
  animus_crosses: {
    insert: [
      'id',
      'project_id',
      'user_id',
      'code',
      'cross_type',
      'generation',
      'mother_id',
      'father_id',
      'pollination_date',
      'made_by',
      'seeds_harvested',
      'offspring_id',
      'notes',
    ],
    update: [
      'code',
      'cross_type',
      'generation',
      'mother_id',
      'father_id',
      'pollination_date',
      'made_by',
      'seeds_harvested',
      'offspring_id',
      'notes',
    ],
    delete: true,
  },
  animus_cultivar_tags: {
    insert: ['id', 'cultivar_id', 'label', 'category', 'proposed_by', 'coa_path', 'note'],
    update: [],
    delete: true,
  },
  animus_cultivars: {
    insert: [
      'id',
      'user_id',
      'name',
      'synonyms',
      'breeder',
      'origin',
      'accession_type',
      'sex',
      'acquisition_date',
      'declared_chemotype',
      'notes',
      'photos',
      'shared',
      'published',
      'published_fields',
    ],
    update: [
      'name',
      'synonyms',
      'breeder',
      'origin',
      'accession_type',
      'sex',
      'acquisition_date',
      'declared_chemotype',
      'notes',
      'photos',
      'shared',
      'published',
      'published_fields',
    ],
    delete: true,
  },
  animus_germination_tests: {
    insert: ['id', 'seed_lot_id', 'user_id', 'tested_on', 'seeds_sown', 'seeds_germinated', 'days', 'notes'],
    update: ['tested_on', 'seeds_sown', 'seeds_germinated', 'days', 'notes'],
    delete: true,
  },
  animus_lab_results: {
    insert: [
      'id',
      'cultivar_id',
      'user_id',
      'lab_name',
      'sample_code',
      'tested_on',
      'thc',
      'thca',
      'cbd',
      'cbda',
      'cbg',
      'cbga',
      'terpenes',
      'coa_path',
      'notes',
    ],
    update: [
      'lab_name',
      'sample_code',
      'tested_on',
      'thc',
      'thca',
      'cbd',
      'cbda',
      'cbg',
      'cbga',
      'terpenes',
      'coa_path',
      'notes',
    ],
    delete: true,
  },
  animus_lineage_claims: {
    insert: ['id', 'child_id', 'mother_id', 'father_id', 'evidence', 'source', 'user_id', 'cross_id'],
    update: ['evidence', 'source'],
    delete: true,
  },
  animus_observations: {
    insert: [
      'id',
      'project_id',
      'user_id',
      'pheno_id',
      'selection_id',
      'trait_version_id',
      'value_number',
      'value_text',
      'value_date',
      'photo_path',
      'observed_at',
      'client_id',
      'source',
      'notes',
    ],
    update: [
      'project_id',
      'pheno_id',
      'selection_id',
      'trait_version_id',
      'value_number',
      'value_text',
      'value_date',
      'photo_path',
      'observed_at',
      'client_id',
      'notes',
    ],
    delete: true,
  },
  animus_project_traits: {
    insert: ['project_id', 'trait_id', 'user_id', 'position'],
    update: ['project_id', 'trait_id', 'position'],
    delete: true,
  },
  animus_seed_lots: {
    insert: [
      'id',
      'cultivar_id',
      'user_id',
      'lot_code',
      'amount',
      'unit',
      'storage_location',
      'produced_on',
      'notes',
    ],
    update: ['lot_code', 'amount', 'unit', 'storage_location', 'produced_on', 'notes'],
    delete: true,
  },
  animus_tag_votes: {
    insert: ['tag_id', 'user_id', 'agree'],
    update: ['agree'],
    delete: true,
  },
  animus_trait_versions: {
    insert: [
      'id',
      'trait_id',
      'method',
      'scale_type',
      'unit',
      'min_value',
      'max_value',
      'step',
      'categories',
      'created_by',
    ],
    update: [],
    delete: false,
  },
  animus_traits: {
    insert: ['id', 'user_id', 'name', 'description', 'category', 'archived'],
    update: ['name', 'description', 'category', 'archived'],
    delete: true,
  },
  arca_diary_values: {
    insert: ['entry_id', 'event', 'title', 'to_room_id', 'to_stage', 'plant_count'],
    update: ['event', 'title', 'to_room_id', 'to_stage', 'plant_count'],
    delete: false,
  },
  arca_entries: {
    insert: [
      'id',
      'facility_id',
      'room_id',
      'lot_id',
      'kind',
      'occurred_at',
      'status',
      'notes',
      'photos',
      'import_id',
    ],
    update: ['room_id', 'lot_id', 'occurred_at', 'status', 'notes', 'photos'],
    delete: false,
  },
  arca_entry_versions: { insert: [], update: [], delete: false },
  arca_kinds: { insert: [], update: [], delete: false },
  arca_lots: {
    insert: [
      'id',
      'facility_id',
      'name',
      'strain',
      'origin_project_id',
      'plant_count',
      'started_at',
      'start_stage',
      'start_room_id',
      'notes',
    ],
    update: [
      'name',
      'strain',
      'origin_project_id',
      'plant_count',
      'started_at',
      'start_stage',
      'start_room_id',
      'notes',
    ],
    delete: true,
  },
  arca_ppm_values: {
    insert: ['entry_id', 'ec', 'entered_unit', 'ph', 'solution_temp_c', 'tank'],
    update: ['ec', 'entered_unit', 'ph', 'solution_temp_c', 'tank'],
    delete: false,
  },
  arca_runoff_values: {
    insert: [
      'entry_id',
      'input_volume_l',
      'runoff_volume_l',
      'input_ec',
      'runoff_ec',
      'input_ph',
      'runoff_ph',
    ],
    update: ['input_volume_l', 'runoff_volume_l', 'input_ec', 'runoff_ec', 'input_ph', 'runoff_ph'],
    delete: false,
  },
  breeding_projects: {
    insert: ['id', 'user_id', 'name', 'description', 'mother_strain', 'father_strain', 'target_traits'],
    update: ['name', 'description', 'mother_strain', 'father_strain', 'target_traits'],
    delete: true,
  },
  facilities: {
    insert: ['user_id', 'name', 'location', 'notes'],
    update: ['name', 'location', 'notes'],
    delete: true,
  },
  feedback_logs: {
    insert: ['user_id', 'feedback_type', 'description', 'attachment_url', 'user_metadata', 'status'],
    update: ['status'],
    delete: false,
  },
  notifications: {
    insert: ['user_id', 'type', 'title', 'message', 'source', 'action_url'],
    update: ['read'],
    delete: true,
  },
  organization_messages: { insert: ['organization_id', 'body'], update: [], delete: true },
  organization_notes: {
    insert: ['organization_id', 'title', 'body'],
    update: ['title', 'body'],
    delete: true,
  },
  organization_resources: {
    insert: ['organization_id', 'section', 'kind', 'title', 'description', 'url', 'storage_path'],
    update: ['section', 'title', 'description', 'url'],
    delete: true,
  },
  organization_users: { insert: ['organization_id', 'user_id', 'role'], update: ['role'], delete: true },
  organizations: { insert: [], update: ['name', 'description'], delete: false },
  phenos: {
    insert: [
      'id',
      'project_id',
      'user_id',
      'plant_id',
      'phenotype_id',
      'generation',
      'status',
      'notes',
      'images',
      'growth_stage',
      'growth_rate',
      'structure',
      'aroma_intensity',
      'frost_production',
      'yield_estimate',
      'potency_estimate',
      'bud_density',
      'height',
      'internodal',
      'flowering_time',
      'branching_density',
      'leaf_size',
      'leaf_width',
      'selected_for_final',
      'selection_notes',
      'aroma_profile',
      'cross_id',
      'chemotype',
    ],
    update: [
      'plant_id',
      'phenotype_id',
      'generation',
      'status',
      'notes',
      'images',
      'growth_stage',
      'growth_rate',
      'structure',
      'aroma_intensity',
      'frost_production',
      'yield_estimate',
      'potency_estimate',
      'bud_density',
      'height',
      'internodal',
      'flowering_time',
      'branching_density',
      'leaf_size',
      'leaf_width',
      'selected_for_final',
      'selection_notes',
      'aroma_profile',
      'cross_id',
      'chemotype',
    ],
    delete: true,
  },
  phenos_sensory: {
    insert: [
      'id',
      'plant_id',
      'user_id',
      'aroma_intensity',
      'aroma_quality',
      'aroma_profile',
      'flavor_intensity',
      'flavor_quality',
      'flavor_profile',
      'smoke_harshness',
      'ash_color',
      'notes',
    ],
    update: [
      'plant_id',
      'aroma_intensity',
      'aroma_quality',
      'aroma_profile',
      'flavor_intensity',
      'flavor_quality',
      'flavor_profile',
      'smoke_harshness',
      'ash_color',
      'notes',
    ],
    delete: true,
  },
  profiles: {
    insert: [],
    update: [
      'first_name',
      'last_name',
      'avatar_url',
      'email_notifications',
      'profile_visibility',
      'quick_access_items',
    ],
    delete: false,
  },
  project_notes: { insert: ['id', 'project_id', 'user_id', 'body'], update: ['body'], delete: true },
  public_profiles: { insert: [], update: [], delete: false },
  rooms: {
    insert: ['facility_id', 'room_name', 'room_type', 'aroya_room_id'],
    update: ['room_name', 'room_type', 'aroya_room_id'],
    delete: true,
  },
  saved_calculations: {
    insert: ['user_id', 'tool_id', 'name', 'inputs', 'results'],
    update: ['name', 'inputs', 'results'],
    delete: true,
  },
  selections: {
    insert: [
      'id',
      'project_id',
      'user_id',
      'pheno_id',
      'plant_id',
      'generation',
      'selection_date',
      'selection_rationale',
      'selection_notes',
      'selection_highlights',
      'growth_metrics',
      'tags',
      'sensory_data',
      'badges',
      'images',
    ],
    update: [
      'project_id',
      'pheno_id',
      'plant_id',
      'generation',
      'selection_date',
      'selection_rationale',
      'selection_notes',
      'selection_highlights',
      'growth_metrics',
      'tags',
      'sensory_data',
      'badges',
      'images',
    ],
    delete: true,
  },
  subscription_events: { insert: [], update: [], delete: false },
  user_integrations: {
    insert: ['user_id', 'provider', 'api_key'],
    update: ['user_id', 'provider', 'api_key'],
    delete: true,
  },
};

interface Column {
  table: string;
  column: string;
  generated: boolean;
  /** The first primary-key column: filtering it on `is null` matches no row. */
  key: string;
}

type Attack = { persona: string; op: 'insert' | 'update' | 'delete'; table: string; column?: string };

/** Did the database refuse the write for lack of privilege (not for a row policy or bad data)? */
function refusedByPrivilege(error: { code?: string; message?: string } | null, generated: boolean): boolean {
  if (!error) return false;
  if (error.code === '42501' && /^permission denied for (table|relation)/.test(error.message ?? ''))
    return true;
  // A generated (or always-identity) column cannot be written by anyone; Postgres says so before it
  // checks privileges.
  return generated && error.code === '428C9';
}

/** One write that matches or makes no row even if it were allowed (`key is null` never holds). */
async function run(client: Client, attack: Attack, key: string) {
  const table = client.from(attack.table as never);
  if (attack.op === 'delete') return (await table.delete().is(key, null)).error;
  const values = { [attack.column!]: null } as never;
  if (attack.op === 'update') return (await table.update(values).is(key, null)).error;
  return (await table.insert(values)).error;
}

describe("the attacker's view: writes each persona must not make, column by column", () => {
  const personas: Record<string, Client> = {};
  let columns: Column[] = [];

  beforeAll(async () => {
    const [user, consultant, admin] = await Promise.all([
      newUser('attacker'),
      demoUser('consultant@example.com'),
      demoUser('admin@example.com'),
    ]);
    Object.assign(personas, {
      anon: anonClient(),
      user: user.client,
      consultant: consultant.client,
      admin: admin.client,
    });
    const { rows } = await db().query<Column>(`
      select c.relname as table, a.attname as column, a.attgenerated <> '' or a.attidentity = 'a' as generated,
        (select k.attname from pg_index i join pg_attribute k on k.attrelid = i.indrelid and k.attnum = i.indkey[0]
         where i.indrelid = c.oid and i.indisprimary) as key
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
      where n.nspname = 'public' and c.relkind in ('r', 'p')
      order by 1, a.attnum`);
    columns = rows;
  });

  it('reads every table and column from the database', () => {
    const tables = new Set(columns.map((c) => c.table));
    expect(tables.size).toBeGreaterThanOrEqual(Object.keys(WRITABLE).length);
    expect(columns.filter((c) => c.key === null).map((c) => c.table)).toEqual([]);
  });

  it('every forbidden insert, update and delete is refused for lack of privilege', async () => {
    const attacks: Array<{ attack: Attack; col?: Column; key: string }> = [];
    for (const [persona] of Object.entries(personas)) {
      const signedIn = persona !== 'anon';
      for (const col of columns) {
        const allowed = signedIn ? WRITABLE[col.table] : undefined;
        for (const op of ['insert', 'update'] as const) {
          if (allowed?.[op].includes(col.column)) continue;
          attacks.push({ attack: { persona, op, table: col.table, column: col.column }, col, key: col.key });
        }
      }
      for (const table of new Set(columns.map((c) => c.table))) {
        if (signedIn && WRITABLE[table]?.delete) continue;
        attacks.push({
          attack: { persona, op: 'delete', table },
          key: columns.find((c) => c.table === table)!.key,
        });
      }
    }

    const gotThrough: string[] = [];
    const CONCURRENCY = 24;
    for (let i = 0; i < attacks.length; i += CONCURRENCY) {
      await Promise.all(
        attacks.slice(i, i + CONCURRENCY).map(async ({ attack, col, key }) => {
          const error = await run(personas[attack.persona]!, attack, key);
          if (!refusedByPrivilege(error, col?.generated ?? false)) {
            const what = attack.column ? `${attack.table}.${attack.column}` : attack.table;
            gotThrough.push(
              `${attack.persona} ${attack.op} ${what}: ${error ? `${error.code} ${error.message}` : 'allowed'}`,
            );
          }
        }),
      );
    }
    expect(attacks.length).toBeGreaterThan(1000);
    // Each line: who, what, where, and what the database said instead of "permission denied".
    expect(gotThrough.sort()).toEqual([]);
    // About two thousand requests: seconds on an idle machine, more on a busy one.
  }, 180_000);

  it('lists every table of public in WRITABLE, so a new table gets a reviewed line', () => {
    const tables = [...new Set(columns.map((c) => c.table))].sort();
    expect(tables.filter((t) => !(t in WRITABLE))).toEqual([]);
  });
});
