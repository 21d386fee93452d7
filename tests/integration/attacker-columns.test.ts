// The attacker's view of every table: each persona (anon, a signed-in user, a consultant, an admin)
// tries, through PostgREST, to insert and to update every column of every table in public that the
// app does not write, one column at a time, and to delete where the app never deletes. The columns
// come from the database, so a new table or column is attacked the moment a migration adds it;
// WRITABLE below is the reviewed list of what the API roles may write (row policies then decide
// whose rows). A column that appears writable without a line here fails this test by name.
import { beforeAll, describe, expect, it } from 'vitest';
import { anonClient, db, demoUser, newUser, type Client } from './helpers.ts';

type Writes = { insert: readonly string[]; update: readonly string[]; delete: boolean };

// Column lists that a table both inserts and updates (after its keys), written once.
const ANIMUS_CROSSES_EDITABLE = [
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
] as const;

const ANIMUS_CULTIVARS_EDITABLE = [
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
] as const;

const ANIMUS_LAB_RESULTS_EDITABLE = [
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
] as const;

const ARCA_APPLICATION_VALUES_EDITABLE = [
  'items',
  'method',
  'target',
  'crop',
  'area_m2',
  'water_volume_l',
  'applicator',
  'applicator_licence',
  'ended_at',
] as const;

const ARCA_BATCH_VALUES_EDITABLE = [
  'tank_id',
  'volume_l',
  'dilution_ratio',
  'source_water_ec',
  'measured_ec',
  'measured_ph',
  'items',
] as const;

const ANCORA_QUIZZES_EDITABLE = [
  'title',
  'intro',
  'draw_count',
  'shuffle_answers',
  'pass_percent',
  'max_attempts',
  'delay_first_seconds',
  'delay_later_seconds',
  'time_limit_seconds',
  'grade_method',
  'review_correctness',
  'review_right_answer',
  'review_feedback',
  'placement_percent',
] as const;

const ARCA_FERTILIZERS_EDITABLE = [
  'name',
  'salt_id',
  'manufacturer',
  'supplier',
  'lot_number',
  'purchase_date',
  'form',
  'density_g_ml',
  'pk_basis',
  'mix_group',
  'n_nitrate_pct',
  'n_ammonium_pct',
  'n_urea_pct',
  'p_pct',
  'k_pct',
  'ca_pct',
  'mg_pct',
  's_pct',
  'fe_pct',
  'mn_pct',
  'zn_pct',
  'cu_pct',
  'b_pct',
  'mo_pct',
  'cl_pct',
  'na_pct',
  'cation_meq_per_g',
  'track_stock',
  'archived',
  'notes',
] as const;

const ARCA_IRRIGATION_GUIDES_EDITABLE = [
  'name',
  'stage',
  'intent',
  'substrate',
  'container_volume_l',
  'field_capacity_pct',
  'photoperiod_h',
  'steering',
  'notes',
  'source',
] as const;

const ARCA_LOTS_EDITABLE = [
  'name',
  'strain',
  'origin_project_id',
  'plant_count',
  'started_at',
  'start_stage',
  'start_room_id',
  'notes',
] as const;

const ARCA_PROTECTION_PRODUCTS_EDITABLE = [
  'name',
  'registration_number',
  'active_ingredients',
  'product_type',
  'formulation',
  'rei_hours',
  'phi_days',
  'unit',
  'manufacturer',
  'supplier',
  'track_stock',
  'archived',
  'notes',
] as const;

const ATLAS_CONSUMABLES_EDITABLE = [
  'name',
  'category',
  'unit',
  'reorder_point',
  'reorder_quantity',
  'vendor',
  'sku',
  'location',
  'notes',
] as const;

const ATLAS_EQUIPMENT_EDITABLE = [
  'room_id',
  'name',
  'category',
  'serial_number',
  'vendor',
  'model',
  'in_service_on',
  'warranty_until',
  'cost',
  'status',
  'notes',
] as const;

const ARCA_SKELETON_PHASES_EDITABLE = [
  'id',
  'facility_id',
  'skeleton_id',
  'position',
  'name',
  'stage',
  'intent',
  'duration_days',
  'photoperiod_h',
  'steering',
  'guide_id',
] as const;

const PHENOS_EDITABLE = [
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
] as const;

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
  // Written only by the profile trigger; read only through agora_consultant_meeting_links.
  agora_consultant_private_links: { insert: [], update: [], delete: false },
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
    insert: ['id', 'project_id', 'user_id', ...ANIMUS_CROSSES_EDITABLE],
    update: ANIMUS_CROSSES_EDITABLE,
    delete: true,
  },
  animus_cultivar_tags: {
    insert: ['id', 'cultivar_id', 'label', 'category', 'proposed_by', 'coa_path', 'note'],
    update: [],
    delete: true,
  },
  animus_cultivars: {
    insert: ['id', 'user_id', ...ANIMUS_CULTIVARS_EDITABLE],
    update: ANIMUS_CULTIVARS_EDITABLE,
    delete: true,
  },
  animus_germination_tests: {
    insert: ['id', 'seed_lot_id', 'user_id', 'tested_on', 'seeds_sown', 'seeds_germinated', 'days', 'notes'],
    update: ['tested_on', 'seeds_sown', 'seeds_germinated', 'days', 'notes'],
    delete: true,
  },
  animus_lab_results: {
    insert: ['id', 'cultivar_id', 'user_id', ...ANIMUS_LAB_RESULTS_EDITABLE],
    update: ANIMUS_LAB_RESULTS_EDITABLE,
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
    // tag_id only so that PostgREST's upsert may name it; a trigger keeps it unchanged.
    update: ['tag_id', 'agree'],
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
  arca_application_items: { insert: [], update: [], delete: false },
  arca_application_values: {
    insert: ['entry_id', ...ARCA_APPLICATION_VALUES_EDITABLE],
    update: ARCA_APPLICATION_VALUES_EDITABLE,
    delete: false,
  },
  arca_batch_figures: { insert: [], update: [], delete: false },
  arca_batch_items: { insert: [], update: [], delete: false },
  arca_batch_values: {
    insert: ['entry_id', ...ARCA_BATCH_VALUES_EDITABLE],
    update: ARCA_BATCH_VALUES_EDITABLE,
    delete: false,
  },
  ancora_attempt_slots: { insert: [], update: [], delete: false },
  ancora_attempts: { insert: [], update: [], delete: false },
  ancora_certificate_reminders: { insert: [], update: [], delete: false },
  ancora_certificates: { insert: [], update: [], delete: false },
  ancora_course_placements: { insert: [], update: [], delete: false },
  // Course content is written by the authoring functions only (ancora_save_course_draft,
  // ancora_publish_course); admins order the catalogue and delete never-published courses.
  ancora_course_drafts: { insert: [], update: [], delete: false },
  ancora_course_prerequisites: { insert: [], update: [], delete: false },
  ancora_course_versions: { insert: [], update: [], delete: false },
  ancora_courses: { insert: [], update: ['position'], delete: true },
  ancora_lesson_progress: {
    insert: ['lesson_id', 'course_id', 'completed_at'],
    update: ['lesson_id', 'course_id', 'completed_at'],
    delete: true,
  },
  ancora_lessons: { insert: [], update: [], delete: false },
  ancora_modules: { insert: [], update: [], delete: false },
  ancora_question_choices: { insert: [], update: [], delete: false },
  ancora_question_versions: { insert: [], update: [], delete: false },
  ancora_questions: { insert: [], update: ['in_assessment', 'archived_at'], delete: false },
  ancora_quiz_feedback: {
    insert: ['quiz_id', 'min_percent', 'max_percent', 'message'],
    update: ['min_percent', 'max_percent', 'message'],
    delete: true,
  },
  ancora_quiz_overrides: {
    insert: ['quiz_id', 'user_id', 'max_attempts', 'time_limit_seconds', 'delay_seconds', 'reason'],
    update: ['max_attempts', 'time_limit_seconds', 'delay_seconds', 'reason'],
    delete: true,
  },
  ancora_quizzes: {
    insert: ['lesson_id', 'purpose', ...ANCORA_QUIZZES_EDITABLE],
    update: ANCORA_QUIZZES_EDITABLE,
    delete: true,
  },
  ancora_recruiting_profiles: {
    insert: ['user_id', 'opted_in', 'headline', 'location', 'contact_email'],
    update: ['opted_in', 'headline', 'location', 'contact_email'],
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
      'override_reason',
    ],
    update: ['room_id', 'lot_id', 'occurred_at', 'status', 'notes', 'photos', 'override_reason'],
    delete: false,
  },
  arca_entry_versions: { insert: [], update: [], delete: false },
  arca_fertigation_figures: { insert: [], update: [], delete: false },
  arca_fertigation_values: {
    insert: ['entry_id', 'batch_ids', 'volume_l', 'plant_count', 'measured_ec', 'measured_ph'],
    update: ['batch_ids', 'volume_l', 'plant_count', 'measured_ec', 'measured_ph'],
    delete: false,
  },
  arca_fertilizers: {
    insert: ['id', 'facility_id', ...ARCA_FERTILIZERS_EDITABLE],
    update: ARCA_FERTILIZERS_EDITABLE,
    delete: true,
  },
  arca_irrigation_guides: {
    insert: ['id', 'facility_id', ...ARCA_IRRIGATION_GUIDES_EDITABLE],
    update: ARCA_IRRIGATION_GUIDES_EDITABLE,
    delete: true,
  },
  arca_irrigation_skeletons: {
    insert: [
      'id',
      'facility_id',
      'name',
      'description',
      'substrate',
      'container_volume_l',
      'field_capacity_pct',
    ],
    update: ['name', 'description', 'substrate', 'container_volume_l', 'field_capacity_pct'],
    delete: true,
  },
  arca_kinds: { insert: [], update: [], delete: false },
  arca_lots: {
    insert: ['id', 'facility_id', ...ARCA_LOTS_EDITABLE],
    update: ARCA_LOTS_EDITABLE,
    delete: true,
  },
  arca_ppm_values: {
    insert: ['entry_id', 'ec', 'entered_unit', 'ph', 'solution_temp_c', 'tank'],
    update: ['ec', 'entered_unit', 'ph', 'solution_temp_c', 'tank'],
    delete: false,
  },
  arca_protection_products: {
    insert: ['id', 'facility_id', ...ARCA_PROTECTION_PRODUCTS_EDITABLE],
    update: ARCA_PROTECTION_PRODUCTS_EDITABLE,
    delete: true,
  },
  arca_release_values: {
    insert: ['entry_id', 'species', 'quantity', 'quantity_unit', 'supplier', 'lot_number', 'method'],
    update: ['species', 'quantity', 'quantity_unit', 'supplier', 'lot_number', 'method'],
    delete: false,
  },
  arca_room_plan_phases: {
    insert: [
      'id',
      'facility_id',
      'plan_id',
      'position',
      'name',
      'stage',
      'intent',
      'starts_on',
      'ends_on',
      'photoperiod_h',
      'steering',
    ],
    update: ['position', 'name', 'stage', 'intent', 'starts_on', 'ends_on', 'photoperiod_h', 'steering'],
    delete: true,
  },
  arca_room_plans: {
    insert: [],
    update: ['name', 'substrate', 'container_volume_l', 'field_capacity_pct'],
    delete: true,
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
  arca_filter_values: {
    insert: [
      'entry_id',
      'filter_id',
      'action',
      'feed_tds',
      'permeate_tds',
      'pressure_in_bar',
      'pressure_out_bar',
      'permeate_flow_lpm',
      'water_temp_c',
    ],
    update: [
      'filter_id',
      'action',
      'feed_tds',
      'permeate_tds',
      'pressure_in_bar',
      'pressure_out_bar',
      'permeate_flow_lpm',
      'water_temp_c',
    ],
    delete: false,
  },
  arca_filters: {
    insert: [
      'id',
      'facility_id',
      'name',
      'filter_type',
      'change_interval_days',
      'installed_on',
      'archived',
      'notes',
    ],
    update: ['name', 'filter_type', 'change_interval_days', 'installed_on', 'archived', 'notes'],
    delete: true,
  },
  arca_quality_values: {
    insert: [
      'entry_id',
      'batch_code',
      'appearance',
      'aroma',
      'moisture_pct',
      'water_activity',
      'moisture_max_pct',
      'aw_max',
      'thc_pct',
      'thca_pct',
      'cbd_pct',
      'cbda_pct',
      'terpenes_pct',
    ],
    update: [
      'batch_code',
      'appearance',
      'aroma',
      'moisture_pct',
      'water_activity',
      'moisture_max_pct',
      'aw_max',
      'thc_pct',
      'thca_pct',
      'cbd_pct',
      'cbda_pct',
      'terpenes_pct',
    ],
    delete: false,
  },
  arca_yield_values: {
    insert: ['entry_id', 'wet_g', 'trim_g', 'waste_g', 'dry_g', 'grade'],
    update: ['wet_g', 'trim_g', 'waste_g', 'dry_g', 'grade'],
    delete: false,
  },
  arca_yield_prices: {
    insert: [
      'id',
      'facility_id',
      'strain',
      'grade',
      'price',
      'per_unit',
      'currency',
      'effective_on',
      'notes',
    ],
    update: ['strain', 'grade', 'price', 'per_unit', 'currency', 'effective_on', 'notes'],
    delete: true,
  },
  // Atlas: members write through policies by role; moves, acknowledgements' people, versions and
  // cycles are made by the app's functions.
  atlas_board_rooms: { insert: ['room_id', 'alias'], update: ['alias'], delete: true },
  atlas_board_settings: {
    insert: ['facility_id', 'published', 'public_name', 'show_day', 'show_strain'],
    update: ['published', 'public_name', 'show_day', 'show_strain'],
    delete: true,
  },
  atlas_consumables: {
    insert: ['id', 'facility_id', ...ATLAS_CONSUMABLES_EDITABLE],
    update: ATLAS_CONSUMABLES_EDITABLE,
    delete: true,
  },
  atlas_cycle_phases: { insert: [], update: ['room_id'], delete: false },
  atlas_cycle_templates: {
    insert: ['id', 'facility_id', 'name', 'description'],
    update: ['name', 'description'],
    delete: true,
  },
  atlas_cycles: { insert: [], update: ['name', 'strain_name', 'plant_count', 'notes'], delete: true },
  atlas_entry_sops: { insert: ['entry_id', 'sop_id'], update: [], delete: true },
  atlas_equipment: {
    insert: ['id', 'facility_id', ...ATLAS_EQUIPMENT_EDITABLE],
    update: ATLAS_EQUIPMENT_EDITABLE,
    delete: true,
  },
  atlas_maintenance_plans: {
    insert: [
      'id',
      'facility_id',
      'equipment_id',
      'title',
      'interval_days',
      'starts_on',
      'instructions',
      'sop_id',
      'active',
    ],
    update: ['title', 'interval_days', 'starts_on', 'instructions', 'sop_id', 'active'],
    delete: true,
  },
  atlas_maintenance_requests: {
    insert: [
      'id',
      'facility_id',
      'equipment_id',
      'plan_id',
      'kind',
      'title',
      'description',
      'due_on',
      'reported_at',
    ],
    update: ['title', 'description', 'status', 'due_on', 'reported_at', 'resolution', 'cost'],
    delete: true,
  },
  atlas_milestone_moves: { insert: [], update: [], delete: false },
  atlas_required_courses: { insert: ['facility_id', 'course_id'], update: [], delete: true },
  atlas_sop_acknowledgements: { insert: ['version_id'], update: [], delete: false },
  atlas_sop_review_notices: { insert: [], update: [], delete: false },
  atlas_sop_steps: {
    insert: ['id', 'version_id', 'position', 'kind', 'body', 'target', 'tolerance', 'unit'],
    update: ['position', 'kind', 'body', 'target', 'tolerance', 'unit'],
    delete: true,
  },
  atlas_sop_versions: { insert: [], update: ['change_summary', 'scope'], delete: true },
  atlas_sops: {
    insert: [
      'id',
      'facility_id',
      'code',
      'title',
      'category',
      'owner_id',
      'approver_id',
      'review_months',
      'required_course_id',
    ],
    update: ['code', 'title', 'category', 'owner_id', 'approver_id', 'review_months', 'required_course_id'],
    delete: true,
  },
  atlas_stock_moves: {
    insert: [
      'id',
      'facility_id',
      'consumable_id',
      'kind',
      'quantity',
      'lot_code',
      'expires_on',
      'moved_at',
      'note',
    ],
    update: [],
    delete: false,
  },
  atlas_tasks: {
    insert: ['id', 'cycle_phase_id', 'offset_days', 'title', 'description', 'sop_id', 'assignee_id'],
    update: [
      'offset_days',
      'due_on',
      'title',
      'description',
      'sop_id',
      'assignee_id',
      'status',
      'note',
      'photo_path',
    ],
    delete: true,
  },
  atlas_template_phases: {
    insert: ['template_id', 'phase', 'duration_days'],
    update: ['duration_days'],
    delete: true,
  },
  atlas_template_tasks: {
    insert: ['id', 'template_id', 'phase', 'offset_days', 'title', 'description', 'sop_id'],
    update: ['phase', 'offset_days', 'title', 'description', 'sop_id'],
    delete: true,
  },
  arca_scouting_values: {
    insert: ['entry_id', 'organism', 'organism_type', 'count', 'basis', 'location'],
    update: ['organism', 'organism_type', 'count', 'basis', 'location'],
    delete: false,
  },
  arca_side_effects: {
    insert: ['id', 'facility_id', 'product_id', 'species', 'iobc_class', 'persistence_weeks', 'source'],
    update: ['species', 'iobc_class', 'persistence_weeks', 'source'],
    delete: true,
  },
  arca_skeleton_phases: {
    insert: ARCA_SKELETON_PHASES_EDITABLE,
    // The keys only so that PostgREST's upsert may name them; a trigger keeps them unchanged.
    update: ARCA_SKELETON_PHASES_EDITABLE,
    delete: true,
  },
  arca_stock_movements: {
    insert: [
      'id',
      'facility_id',
      'fertilizer_id',
      'protection_product_id',
      'tank_id',
      'kind',
      'quantity',
      'occurred_at',
      'note',
      'lot_number',
    ],
    update: [],
    delete: false,
  },
  arca_tanks: {
    insert: [
      'id',
      'facility_id',
      'name',
      'capacity_l',
      'dilution_ratio',
      'part',
      'room_id',
      'archived',
      'notes',
    ],
    update: ['name', 'capacity_l', 'dilution_ratio', 'part', 'room_id', 'archived', 'notes'],
    delete: true,
  },
  arca_target_defaults: { insert: [], update: [], delete: false },
  arca_targets: {
    insert: [
      'id',
      'facility_id',
      'room_id',
      'stage',
      'metric',
      'period',
      'min_value',
      'max_value',
      'basis',
      'note',
    ],
    update: ['min_value', 'max_value', 'basis', 'note'],
    delete: true,
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
  // Members join only through accept_facility_invitation(); the owner changes roles.
  facility_invitations: { insert: ['facility_id', 'email', 'role'], update: [], delete: true },
  facility_members: { insert: [], update: ['role'], delete: true },
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
    insert: ['id', 'project_id', 'user_id', ...PHENOS_EDITABLE],
    update: PHENOS_EDITABLE,
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
  prometheus_alerts: { insert: [], update: [], delete: false },
  // Written only by back_office_run_job (admins, through the operations view).
  back_office_manual_runs: { insert: [], update: [], delete: false },
  prometheus_readings: {
    insert: ['facility_id', 'room_id', 'metric', 'at', 'value', 'source'],
    update: ['value'],
    delete: true,
  },
  prometheus_rollups: { insert: [], update: [], delete: false },
  project_notes: { insert: ['id', 'project_id', 'user_id', 'body'], update: ['body'], delete: true },
  public_profiles: { insert: [], update: [], delete: false },
  rooms: {
    insert: ['facility_id', 'room_name', 'room_type', 'aroya_room_id', 'canopy_area_m2', 'lighting_w'],
    update: ['room_name', 'room_type', 'aroya_room_id', 'canopy_area_m2', 'lighting_w'],
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
  // Stripe's state: written only by the stripe-webhook function (service role).
  billing_accounts: { insert: [], update: [], delete: false },
  billing_checkouts: { insert: [], update: [], delete: false },
  stripe_events: { insert: [], update: [], delete: false },
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
