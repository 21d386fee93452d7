-- Arca records framework: the daily records of a grow (diary events, runoff, PPM and every later
-- log) in one shape, adapted from farmOS's log model. Records belong to a facility, not to a person:
-- every policy asks one helper, public.facility_access(), which today lets the facility's owner in
-- and which Atlas extends with members and roles without touching the policies below.
--
--   arca_kinds           one row per log kind: the tool (and so the tier) it belongs to and the
--                        table holding its typed values. A new log inserts a row; nothing here changes.
--   arca_entries         the envelope every entry shares (farmOS's log): facility, room, optional lot,
--                        kind, when, done/planned, notes, photos, who created and last changed it,
--                        a version number, and a soft-delete mark.
--   arca_<kind>_values   the typed numbers and fields of one kind, one row per entry (farmOS keeps
--                        them as measure/value/unit/label quantity rows; typed columns instead give
--                        CHECKs per column, sortable columns and one-row reads). Physical ranges live
--                        in the domains below, in canonical units (EC mS/cm, L, g, °C).
--   arca_entry_versions  every change keeps the previous state (who, when, what), written by triggers.
--   arca_lots            a group of plants of one strain; where it is and what stage it is in are
--                        derived from its diary events (farmOS's movement logs), never overwritten.
--
-- Writes go through the tables under RLS like any REST call; the RPCs below only bundle the two
-- rows of an entry into one transaction (envelope + values), make a retried offline save
-- idempotent (the id comes from the device), and import a CSV all-or-nothing.

-- ---------------------------------------------------------------------------------------------
-- Facility access: the one question every Arca policy asks.
--
-- p_action: 'read' (see records), 'log' (add entries and lots), 'edit' (change them), 'delete'
-- (soft-delete and restore). p_tier: the tier the data needs. The tier is the FACILITY OWNER's
-- plan, so when Atlas lets members in they work under the owner's plan, as in any team product;
-- today the caller must be the owner, so it is also the caller's plan.
create function public.facility_access(p_facility_id uuid, p_action text, p_tier text default 'free')
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select p_action in ('read', 'log', 'edit', 'delete') and exists (
    select 1
    from public.facilities f
    join public.profiles owner on owner.id = f.user_id
    where f.id = p_facility_id
      and f.user_id = (select auth.uid())
      and not owner.is_deleted
      and public.tier_rank(owner.membership_tier) >= public.tier_rank(p_tier)
  )
$$;
comment on function public.facility_access(uuid, text, text) is
  'Whether the caller may read/log/edit/delete the records of a facility whose owner''s plan is at '
  'least p_tier. Today: the owner. Atlas adds members and roles here, not in the policies.';
revoke execute on function public.facility_access(uuid, text, text) from public, anon, authenticated;
grant execute on function public.facility_access(uuid, text, text) to authenticated, service_role;

-- A room and a lot are referenced together with their facility, so a record can never point at a
-- room or lot of another facility (composite foreign keys below).
create unique index rooms_facility_id_id_key on public.rooms (facility_id, id);

-- ---------------------------------------------------------------------------------------------
-- Physical ranges, once per measure, in canonical units. src/modules/arca/records/measures.ts holds
-- the same limits for the forms (tests/integration/arca-framework.test.ts compares the two), and
-- src/modules/arca/records/errors.ts turns a violated domain into the form's own message.
create domain public.arca_ph as numeric constraint arca_ph_range check (value >= 0 and value <= 14);
create domain public.arca_ec as numeric constraint arca_ec_range check (value >= 0 and value <= 20);
create domain public.arca_volume_l as numeric
  constraint arca_volume_l_range check (value >= 0 and value <= 1000000);
create domain public.arca_mass_g as numeric
  constraint arca_mass_g_range check (value >= 0 and value <= 100000000);
create domain public.arca_temperature_c as numeric
  constraint arca_temperature_c_range check (value >= -20 and value <= 60);
create domain public.arca_percent as numeric
  constraint arca_percent_range check (value >= 0 and value <= 100);
create domain public.arca_plant_count as integer
  constraint arca_plant_count_range check (value >= 0 and value <= 100000);

-- ---------------------------------------------------------------------------------------------
-- Log kinds. Reference data: everyone signed in reads it, nobody writes it through the API.
create table public.arca_kinds (
  kind text primary key check (kind ~ '^[a-z][a-z_]{1,30}$'),
  -- The Arca tool the kind belongs to; its tier (public.arca_tool_tier) is the kind's tier.
  tool_id text not null check (public.arca_tool_tier(tool_id) is not null),
  values_table regclass not null unique
);
alter table public.arca_kinds enable row level security;
revoke all on table public.arca_kinds from anon, authenticated;
grant select on public.arca_kinds to authenticated;
grant select, insert, update, delete on public.arca_kinds to service_role;
create policy "Signed-in users read the log kinds"
  on public.arca_kinds for select to authenticated
  using (true);

create function public.arca_kind_tier(p_kind text) returns text
language sql
stable
set search_path = ''
as $$
  select public.arca_tool_tier(k.tool_id) from public.arca_kinds k where k.kind = p_kind
$$;
revoke execute on function public.arca_kind_tier(text) from public, anon, authenticated;
grant execute on function public.arca_kind_tier(text) to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- Lots. Stages follow the rooms' types; current_* are derived from the lot's diary events.
create table public.arca_lots (
  id uuid primary key default gen_random_uuid(),
  facility_id uuid not null references public.facilities (id) on delete cascade,
  name text not null check (char_length(name) between 1 and 60 and name = btrim(name)),
  strain text not null check (char_length(strain) between 1 and 120 and strain = btrim(strain)),
  -- The Animus breeding project the plants come from, when there is one.
  origin_project_id uuid references public.breeding_projects (id) on delete set null,
  plant_count public.arca_plant_count not null check (plant_count >= 1),
  started_at timestamptz not null default now()
    check (started_at >= '2000-01-01' and started_at < '2100-01-01'),
  start_stage text not null default 'propagation'
    check (start_stage in ('propagation', 'veg', 'flower', 'drying', 'curing', 'done')),
  start_room_id uuid,
  notes text check (char_length(notes) <= 2000),
  -- Derived (triggers below); not writable through the API.
  current_room_id uuid,
  current_stage text not null default 'propagation',
  stage_started_at timestamptz not null default now(),
  current_plant_count integer not null default 0,
  -- Who and when. No foreign key: an audit trail outlives a deleted account.
  created_by uuid,
  updated_by uuid,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (facility_id, id),
  foreign key (facility_id, start_room_id) references public.rooms (facility_id, id)
    on delete set null (start_room_id),
  foreign key (facility_id, current_room_id) references public.rooms (facility_id, id)
    on delete set null (current_room_id)
);
create unique index arca_lots_facility_name_key on public.arca_lots (facility_id, lower(name));
create index arca_lots_facility_start_room_idx on public.arca_lots (facility_id, start_room_id);
create index arca_lots_facility_current_room_idx on public.arca_lots (facility_id, current_room_id);
create index arca_lots_origin_project_idx on public.arca_lots (origin_project_id);

alter table public.arca_lots enable row level security;
revoke all on table public.arca_lots from anon, authenticated;
grant select, delete on public.arca_lots to authenticated;
grant insert (id, facility_id, name, strain, origin_project_id, plant_count, started_at, start_stage,
  start_room_id, notes) on public.arca_lots to authenticated;
-- A lot never moves to another facility.
grant update (name, strain, origin_project_id, plant_count, started_at, start_stage, start_room_id, notes)
  on public.arca_lots to authenticated;
grant select, insert, update, delete on public.arca_lots to service_role;

create policy "Facility teams read their lots"
  on public.arca_lots for select to authenticated
  using (public.facility_access(facility_id, 'read', public.arca_tool_tier('arca-diary')));
create policy "Facility teams start lots"
  on public.arca_lots for insert to authenticated
  with check (public.facility_access(facility_id, 'log', public.arca_tool_tier('arca-diary')));
create policy "Facility teams edit their lots"
  on public.arca_lots for update to authenticated
  using (public.facility_access(facility_id, 'edit', public.arca_tool_tier('arca-diary')))
  with check (public.facility_access(facility_id, 'edit', public.arca_tool_tier('arca-diary')));
-- A lot with entries cannot be deleted (the entries' foreign key refuses, 23503); close it instead.
create policy "Facility teams delete their lots"
  on public.arca_lots for delete to authenticated
  using (public.facility_access(facility_id, 'delete', public.arca_tool_tier('arca-diary')));

-- ---------------------------------------------------------------------------------------------
-- The envelope.
create table public.arca_entries (
  -- Generated on the device when offline, so a retried save finds the row it already made.
  id uuid primary key default gen_random_uuid(),
  facility_id uuid not null references public.facilities (id) on delete cascade,
  room_id uuid,
  lot_id uuid,
  kind text not null references public.arca_kinds (kind),
  occurred_at timestamptz not null default now()
    check (occurred_at >= '2000-01-01' and occurred_at < '2100-01-01'),
  status text not null default 'done' check (status in ('done', 'planned')),
  notes text check (char_length(notes) <= 4000),
  -- Storage paths in the arca-photos bucket: {owner}/{facility}/{entry}/{file}.
  photos text[] not null default '{}' check (cardinality(photos) <= 6),
  -- Set when the entry came from a CSV import (one id per import).
  import_id uuid,
  version integer not null default 1,
  created_by uuid,
  updated_by uuid,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz,
  deleted_by uuid,
  foreign key (facility_id, room_id) references public.rooms (facility_id, id) on delete set null (room_id),
  -- A lot with entries is never deleted out from under them.
  foreign key (facility_id, lot_id) references public.arca_lots (facility_id, id)
);

-- The records list of one kind (room + date range, or the whole facility), a room's history, a
-- lot's timeline and a facility's newest or due entries: each is one index range scan.
create index arca_entries_room_kind_idx on public.arca_entries (facility_id, room_id, kind, occurred_at desc);
create index arca_entries_kind_facility_idx on public.arca_entries (kind, facility_id, occurred_at desc);
create index arca_entries_lot_idx on public.arca_entries (facility_id, lot_id, occurred_at desc);
create index arca_entries_room_time_idx on public.arca_entries (room_id, occurred_at desc);
create index arca_entries_facility_time_idx on public.arca_entries (facility_id, occurred_at desc);

alter table public.arca_entries enable row level security;
revoke all on table public.arca_entries from anon, authenticated;
-- No DELETE: records are soft-deleted (arca_delete_entries) and can be restored; a facility's
-- deletion takes its records with it.
grant select on public.arca_entries to authenticated;
grant insert (id, facility_id, room_id, lot_id, kind, occurred_at, status, notes, photos, import_id)
  on public.arca_entries to authenticated;
grant update (room_id, lot_id, occurred_at, status, notes, photos) on public.arca_entries to authenticated;
grant select, insert, update, delete on public.arca_entries to service_role;

-- Soft-deleted entries stay readable (the trash and undo need them); lists filter them out.
create policy "Facility teams read their records"
  on public.arca_entries for select to authenticated
  using (public.facility_access(facility_id, 'read', public.arca_kind_tier(kind)));
create policy "Facility teams log records"
  on public.arca_entries for insert to authenticated
  with check (public.facility_access(facility_id, 'log', public.arca_kind_tier(kind)));
create policy "Facility teams edit records that are not deleted"
  on public.arca_entries for update to authenticated
  using (deleted_at is null and public.facility_access(facility_id, 'edit', public.arca_kind_tier(kind)))
  with check (deleted_at is null and public.facility_access(facility_id, 'edit', public.arca_kind_tier(kind)));

-- Whether the caller may act on one entry of the given kind (null: any kind). The values tables,
-- the history and photo policies ask this instead of repeating the envelope's rules.
create function public.arca_entry_access(p_entry_id uuid, p_kind text, p_action text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.arca_entries e
    where e.id = p_entry_id
      and (p_kind is null or e.kind = p_kind)
      and (p_action = 'read' or e.deleted_at is null)
      and public.facility_access(e.facility_id, p_action, public.arca_kind_tier(e.kind))
  )
$$;
revoke execute on function public.arca_entry_access(uuid, text, text) from public, anon, authenticated;
grant execute on function public.arca_entry_access(uuid, text, text) to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- Edit history: the state before every change, one row per entry and transaction.
create table public.arca_entry_versions (
  id bigint generated always as identity primary key,
  entry_id uuid not null references public.arca_entries (id) on delete cascade,
  -- The entry's version number before the change.
  version integer not null,
  action text not null check (action in ('edit', 'delete', 'restore')),
  changed_by uuid,
  changed_at timestamptz not null default now(),
  -- The envelope's fields and the kind's values as they were before the change.
  snapshot jsonb not null,
  tx bigint not null default txid_current(),
  unique (entry_id, tx)
);
alter table public.arca_entry_versions enable row level security;
revoke all on table public.arca_entry_versions from anon, authenticated;
grant select on public.arca_entry_versions to authenticated;
grant select, insert, update, delete on public.arca_entry_versions to service_role;
revoke all on sequence public.arca_entry_versions_id_seq from anon, authenticated;
create policy "Facility teams read the history of their records"
  on public.arca_entry_versions for select to authenticated
  using (public.arca_entry_access(entry_id, null, 'read'));

create function public.arca_generated_columns(p_table regclass) returns text[]
language sql
stable
set search_path = ''
as $$
  select coalesce(array_agg(a.attname::text), '{}') from pg_catalog.pg_attribute a
  where a.attrelid = p_table and a.attnum > 0 and not a.attisdropped and a.attgenerated <> ''
$$;
revoke execute on function public.arca_generated_columns(regclass) from public, anon, authenticated;
grant execute on function public.arca_generated_columns(regclass) to authenticated, service_role;

-- The kind's input values of one entry as JSON (no entry_id, no generated columns), for
-- snapshots and duplicate checks. Runs as the caller, so it returns only what they may read.
create function public.arca_entry_values(p_entry_id uuid, p_kind text) returns jsonb
language plpgsql
stable
set search_path = ''
as $$
declare
  v_table regclass;
  v_values jsonb;
begin
  select values_table into v_table from public.arca_kinds where kind = p_kind;
  if v_table is null then
    return null;
  end if;
  execute format('select to_jsonb(v) - $2 from %s v where v.entry_id = $1', v_table)
    into v_values using p_entry_id, public.arca_generated_columns(v_table) || array['entry_id'];
  return v_values;
end
$$;
revoke execute on function public.arca_entry_values(uuid, text) from public, anon, authenticated;
grant execute on function public.arca_entry_values(uuid, text) to authenticated, service_role;

-- Values as they would be stored (typed by the kind's table, generated columns and nulls left out),
-- so 1.50 and 1.5 compare equal and a blank field equals a missing one.
create function public.arca_normalize_values(p_kind text, p_values jsonb) returns jsonb
language plpgsql
stable
set search_path = ''
as $$
declare
  v_table regclass;
  v_values jsonb;
begin
  select values_table into v_table from public.arca_kinds where kind = p_kind;
  execute format('select jsonb_strip_nulls(to_jsonb(r) - $2) from pg_catalog.jsonb_populate_record(null::%s, $1) r', v_table)
    into v_values using p_values, public.arca_generated_columns(v_table) || array['entry_id'];
  return v_values;
end
$$;
revoke execute on function public.arca_normalize_values(text, jsonb) from public, anon, authenticated;
grant execute on function public.arca_normalize_values(text, jsonb) to authenticated, service_role;

-- Records the state before a change unless this transaction already did; returns whether it did.
create function public.arca_record_version(p_entry public.arca_entries, p_values jsonb, p_action text)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_id bigint;
begin
  insert into public.arca_entry_versions (entry_id, version, action, changed_by, snapshot)
  values (
    p_entry.id, p_entry.version, p_action, (select auth.uid()),
    jsonb_build_object(
      'room_id', p_entry.room_id, 'lot_id', p_entry.lot_id, 'occurred_at', p_entry.occurred_at,
      'status', p_entry.status, 'notes', p_entry.notes, 'photos', to_jsonb(p_entry.photos),
      'values', coalesce(p_values, '{}'::jsonb))
  )
  on conflict (entry_id, tx) do nothing
  returning id into v_id;
  return v_id is not null;
end
$$;
revoke execute on function public.arca_record_version(public.arca_entries, jsonb, text)
  from public, anon, authenticated;

create function public.arca_entries_before_write() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid uuid := (select auth.uid());
  v_action text;
begin
  if new.status = 'done' and new.occurred_at > now() + interval '1 hour'
     and (tg_op = 'INSERT' or new.occurred_at is distinct from old.occurred_at or new.status <> old.status) then
    raise exception 'A finished entry cannot be in the future. Mark it as planned or change its time.'
      using errcode = 'AR001';
  end if;

  if tg_op = 'INSERT' then
    -- created_at, version and the deletion mark are not writable through the API; created_by
    -- is whoever is signed in (a seed run without a session keeps what it sets).
    new.created_by := coalesce(v_uid, new.created_by);
    new.updated_by := new.created_by;
    new.version := 1;
    new.deleted_at := null;
    new.deleted_by := null;
    return new;
  end if;

  -- A touch from a values change (only version/updated_* differ) passes as it is, and so does a
  -- correction of when a deleted entry was deleted.
  if (new.room_id, new.lot_id, new.occurred_at, new.status, new.notes, new.photos)
     is not distinct from (old.room_id, old.lot_id, old.occurred_at, old.status, old.notes, old.photos)
     and (new.deleted_at is null) = (old.deleted_at is null) then
    return new;
  end if;
  if old.deleted_at is not null and new.deleted_at is not null then
    raise exception 'A deleted entry cannot be changed. Restore it first.' using errcode = 'AR006';
  end if;
  v_action := case
    when old.deleted_at is null and new.deleted_at is not null then 'delete'
    when old.deleted_at is not null and new.deleted_at is null then 'restore'
    else 'edit' end;
  if public.arca_record_version(old, public.arca_entry_values(old.id, old.kind), v_action) then
    new.version := old.version + 1;
  end if;
  new.updated_by := coalesce(v_uid, new.updated_by);
  new.updated_at := now();
  return new;
end
$$;
revoke execute on function public.arca_entries_before_write() from public, anon, authenticated;

create trigger arca_entries_before_write
  before insert or update on public.arca_entries
  for each row execute function public.arca_entries_before_write();

-- For the values tables: a change of an entry's values records the previous state (unless the
-- envelope's change in the same transaction already did) and bumps the entry's version.
create function public.arca_values_after_update() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_entry public.arca_entries;
begin
  if to_jsonb(new) = to_jsonb(old) then
    return null;
  end if;
  select * into v_entry from public.arca_entries where id = new.entry_id;
  if public.arca_record_version(
       v_entry, to_jsonb(old) - (public.arca_generated_columns(tg_relid) || array['entry_id']), 'edit') then
    update public.arca_entries
      set version = version + 1, updated_by = coalesce((select auth.uid()), updated_by), updated_at = now()
      where id = new.entry_id;
  end if;
  return null;
end
$$;
revoke execute on function public.arca_values_after_update() from public, anon, authenticated;

-- Every entry has its values row: checked at commit, so an envelope inserted on its own through
-- REST is refused just as a form that skipped the values would be.
create function public.arca_entries_require_values() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if public.arca_entry_values(new.id, new.kind) is null
     and exists (select 1 from public.arca_entries where id = new.id) then
    raise exception 'An entry needs its values (%). Save it through arca_log_entry.', new.kind
      using errcode = '23502';
  end if;
  return null;
end
$$;
revoke execute on function public.arca_entries_require_values() from public, anon, authenticated;

create constraint trigger arca_entries_require_values
  after insert on public.arca_entries
  deferrable initially deferred
  for each row execute function public.arca_entries_require_values();

-- ---------------------------------------------------------------------------------------------
-- Photos: the private arca-photos bucket, {facility owner}/{facility}/{entry}/{file}. Uploaded
-- before the entry is saved (a new entry's id is known on the device), so the entry need not exist.
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('arca-photos', 'arca-photos', false, 10485760, array['image/png', 'image/jpeg', 'image/webp']);

create function public.arca_photo_access(p_name text, p_action text) returns boolean
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_parts text[] := string_to_array(p_name, '/');
  v_facility uuid;
begin
  if cardinality(v_parts) <> 4
     or v_parts[2] !~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
     or v_parts[3] !~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
     or lower(v_parts[4]) !~ '^[a-z0-9_-]{1,80}\.(png|jpe?g|webp)$' then
    return false;
  end if;
  v_facility := v_parts[2]::uuid;
  return exists (select 1 from public.facilities f where f.id = v_facility and f.user_id::text = v_parts[1])
    and public.facility_access(v_facility, p_action, public.arca_tool_tier('arca-diary'));
end
$$;
revoke execute on function public.arca_photo_access(text, text) from public, anon, authenticated;
grant execute on function public.arca_photo_access(text, text) to authenticated, service_role;

create policy "Facility teams upload record photos"
  on storage.objects for insert to authenticated
  with check (bucket_id = 'arca-photos' and public.arca_photo_access(name, 'log'));
create policy "Facility teams view record photos"
  on storage.objects for select to authenticated
  using (bucket_id = 'arca-photos' and public.arca_photo_access(name, 'read'));
create policy "Facility teams remove record photos"
  on storage.objects for delete to authenticated
  using (bucket_id = 'arca-photos' and public.arca_photo_access(name, 'edit'));

-- An entry's photos live in its own folder of its facility.
create function public.arca_photos_ok(p_photos text[], p_facility_id uuid, p_entry_id uuid) returns boolean
language sql
immutable
set search_path = ''
as $$
  select coalesce(bool_and(
    split_part(p, '/', 2) = p_facility_id::text
    and split_part(p, '/', 3) = p_entry_id::text
    and array_length(string_to_array(p, '/'), 1) = 4
    and char_length(p) <= 200), true)
  from unnest(p_photos) p
$$;
grant execute on function public.arca_photos_ok(text[], uuid, uuid) to authenticated, service_role;
alter table public.arca_entries
  add constraint arca_entries_photos_path check (public.arca_photos_ok(photos, facility_id, id));

-- ---------------------------------------------------------------------------------------------
-- Diary: observations and events. Events that move a lot (to another room) or change its stage
-- are the lot's movement log; the lot's current room and stage are derived from them.
create table public.arca_diary_values (
  entry_id uuid primary key references public.arca_entries (id) on delete cascade,
  event text not null check (event in (
    'observation', 'transplant', 'topping', 'defoliation', 'training', 'flip', 'harvest', 'move',
    'stage', 'cull', 'other')),
  title text check (char_length(title) <= 120),
  to_room_id uuid references public.rooms (id) on delete set null,
  to_stage text check (to_stage in ('propagation', 'veg', 'flower', 'drying', 'curing', 'done')),
  -- The lot's plant count after the event (culls, transplant losses).
  plant_count public.arca_plant_count,
  constraint arca_diary_move_needs_room check (event <> 'move' or to_room_id is not null),
  constraint arca_diary_flip_is_flower check (event <> 'flip' or to_stage = 'flower'),
  constraint arca_diary_harvest_is_drying check (event <> 'harvest' or to_stage = 'drying'),
  constraint arca_diary_stage_needs_stage check (event <> 'stage' or to_stage is not null),
  constraint arca_diary_cull_needs_count check (event <> 'cull' or plant_count is not null)
);
create index arca_diary_values_to_room_idx on public.arca_diary_values (to_room_id);

alter table public.arca_diary_values enable row level security;
revoke all on table public.arca_diary_values from anon, authenticated;
grant select on public.arca_diary_values to authenticated;
grant insert (entry_id, event, title, to_room_id, to_stage, plant_count) on public.arca_diary_values to authenticated;
grant update (event, title, to_room_id, to_stage, plant_count) on public.arca_diary_values to authenticated;
grant select, insert, update, delete on public.arca_diary_values to service_role;

create policy "Facility teams read diary values"
  on public.arca_diary_values for select to authenticated
  using (public.arca_entry_access(entry_id, 'diary', 'read'));
create policy "Facility teams log diary values"
  on public.arca_diary_values for insert to authenticated
  with check (public.arca_entry_access(entry_id, 'diary', 'log'));
create policy "Facility teams edit diary values"
  on public.arca_diary_values for update to authenticated
  using (public.arca_entry_access(entry_id, 'diary', 'edit'))
  with check (public.arca_entry_access(entry_id, 'diary', 'edit'));

create trigger arca_diary_values_after_update
  after update on public.arca_diary_values
  for each row execute function public.arca_values_after_update();

insert into public.arca_kinds (kind, tool_id, values_table)
values ('diary', 'arca-diary', 'public.arca_diary_values');

-- What a records screen reads: one row per entry that is not deleted, envelope and values side by
-- side, so PostgREST filters, sorts and pages on any column in one request. security_invoker: the
-- caller's RLS on both tables decides, exactly as if they read the tables.
create view public.arca_diary_records with (security_invoker = true) as
select e.id, e.facility_id, e.room_id, e.lot_id, e.occurred_at, e.status, e.notes, e.photos, e.version,
  e.import_id, e.created_by, e.created_at, e.updated_by, e.updated_at,
  v.event, v.title, v.to_room_id, v.to_stage, v.plant_count
from public.arca_entries e
join public.arca_diary_values v on v.entry_id = e.id
where e.kind = 'diary' and e.deleted_at is null;
revoke all on public.arca_diary_records from anon, authenticated;
grant select on public.arca_diary_records to authenticated, service_role;

-- A diary event that moves or re-stages plants needs a lot, and its target room must be one of
-- the entry's facility.
create function public.arca_diary_values_check() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_entry public.arca_entries;
begin
  select * into v_entry from public.arca_entries where id = new.entry_id;
  if (new.to_room_id is not null or new.to_stage is not null or new.plant_count is not null
      or new.event in ('move', 'flip', 'harvest', 'stage', 'cull'))
     and v_entry.lot_id is null then
    raise exception 'Choose the lot this event moves, re-stages or counts.' using errcode = 'AR005';
  end if;
  if new.to_room_id is not null
     and not exists (select 1 from public.rooms r where r.id = new.to_room_id and r.facility_id = v_entry.facility_id) then
    raise exception 'The room moved to must be in the same facility.' using errcode = '23503';
  end if;
  return new;
end
$$;
revoke execute on function public.arca_diary_values_check() from public, anon, authenticated;
create trigger arca_diary_values_check
  before insert or update on public.arca_diary_values
  for each row execute function public.arca_diary_values_check();

-- ---------------------------------------------------------------------------------------------
-- A lot's current room, stage, stage start and plant count: its start, then every done, not
-- deleted diary event of the lot in time order.
create function public.arca_lots_derive() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  r record;
begin
  new.current_room_id := new.start_room_id;
  new.current_stage := new.start_stage;
  new.stage_started_at := new.started_at;
  new.current_plant_count := new.plant_count;
  if tg_op = 'UPDATE' then
    for r in
      select v.to_room_id, v.to_stage, v.plant_count, e.occurred_at
      from public.arca_entries e
      join public.arca_diary_values v on v.entry_id = e.id
      where e.lot_id = new.id and e.facility_id = new.facility_id and e.kind = 'diary'
        and e.status = 'done' and e.deleted_at is null
      order by e.occurred_at, e.created_at
    loop
      if r.to_room_id is not null then
        new.current_room_id := r.to_room_id;
      end if;
      if r.to_stage is not null and r.to_stage <> new.current_stage then
        new.current_stage := r.to_stage;
        new.stage_started_at := r.occurred_at;
      end if;
      if r.plant_count is not null then
        new.current_plant_count := r.plant_count;
      end if;
    end loop;
  end if;

  if tg_op = 'INSERT' then
    new.created_by := coalesce((select auth.uid()), new.created_by);
    new.updated_by := new.created_by;
  elsif (new.name, new.strain, new.origin_project_id, new.plant_count, new.started_at, new.start_stage,
         new.start_room_id, new.notes)
        is distinct from (old.name, old.strain, old.origin_project_id, old.plant_count, old.started_at,
                          old.start_stage, old.start_room_id, old.notes) then
    new.updated_by := coalesce((select auth.uid()), new.updated_by);
    new.updated_at := now();
  end if;
  return new;
end
$$;
revoke execute on function public.arca_lots_derive() from public, anon, authenticated;
create trigger arca_lots_derive
  before insert or update on public.arca_lots
  for each row execute function public.arca_lots_derive();

-- Linking a lot to an Animus project needs the caller to see that project (their own, on
-- Advanced); a link someone else made is kept when the lot is edited.
create function public.arca_lots_check_origin() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.origin_project_id is not null
     and (tg_op = 'INSERT' or new.origin_project_id is distinct from old.origin_project_id)
     and not exists (select 1 from public.breeding_projects bp where bp.id = new.origin_project_id) then
    raise exception 'Link only one of your own Animus breeding projects.' using errcode = '42501';
  end if;
  return new;
end
$$;
revoke execute on function public.arca_lots_check_origin() from public, anon, authenticated;
create trigger arca_lots_check_origin
  before insert or update of origin_project_id on public.arca_lots
  for each row execute function public.arca_lots_check_origin();

-- Re-derives the lots a diary change touches (old and new lot of an entry).
create function public.arca_refresh_lots(p_lot_ids uuid[]) returns void
language sql
security definer
set search_path = ''
as $$
  update public.arca_lots set current_stage = current_stage where id = any (p_lot_ids)
$$;
revoke execute on function public.arca_refresh_lots(uuid[]) from public, anon, authenticated;

create function public.arca_diary_values_after_write() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform public.arca_refresh_lots(array(
    select e.lot_id from public.arca_entries e
    where e.id in (new.entry_id) and e.lot_id is not null));
  return null;
end
$$;
revoke execute on function public.arca_diary_values_after_write() from public, anon, authenticated;
create trigger arca_diary_values_after_write
  after insert or update on public.arca_diary_values
  for each row execute function public.arca_diary_values_after_write();

create function public.arca_entries_after_update() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.kind = 'diary'
     and (new.lot_id, new.occurred_at, new.status, new.deleted_at)
         is distinct from (old.lot_id, old.occurred_at, old.status, old.deleted_at) then
    perform public.arca_refresh_lots(array_remove(array[old.lot_id, new.lot_id], null));
  end if;
  return null;
end
$$;
revoke execute on function public.arca_entries_after_update() from public, anon, authenticated;
create trigger arca_entries_after_update
  after update on public.arca_entries
  for each row execute function public.arca_entries_after_update();

-- ---------------------------------------------------------------------------------------------
-- Writing an entry: envelope and values in one transaction, as the caller (RLS decides).

-- Inserts or updates the values row of an entry from JSON; keys must be columns of the kind's
-- table (generated columns are computed, never written).
create function public.arca_write_values(p_kind text, p_entry_id uuid, p_values jsonb, p_insert boolean)
returns void
language plpgsql
set search_path = ''
as $$
declare
  v_table regclass;
  v_cols text;
  v_unknown text;
begin
  select values_table into v_table from public.arca_kinds where kind = p_kind;
  if v_table is null then
    raise exception 'Unknown record kind %', p_kind using errcode = '22023';
  end if;
  if p_values is null or jsonb_typeof(p_values) <> 'object' then
    raise exception 'The entry''s values must be an object' using errcode = '22023';
  end if;
  select string_agg(k, ', ') into v_unknown
  from jsonb_object_keys(p_values) k
  where not exists (
    select 1 from pg_catalog.pg_attribute a
    where a.attrelid = v_table and a.attname = k and a.attnum > 0 and not a.attisdropped
      and a.attgenerated = '' and a.attname <> 'entry_id');
  if v_unknown is not null then
    raise exception 'Unknown field(s) for a % entry: %', p_kind, v_unknown using errcode = '42703';
  end if;
  select string_agg(quote_ident(k), ', ') into v_cols from jsonb_object_keys(p_values) k;
  if p_insert then
    execute format(
      'insert into %s (entry_id%s) select $1%s from pg_catalog.jsonb_populate_record(null::%s, $2)',
      v_table, coalesce(', ' || v_cols, ''), coalesce(', ' || v_cols, ''), v_table)
      using p_entry_id, p_values;
  elsif v_cols is not null then
    execute format(
      'update %s set (%s) = (select %s from pg_catalog.jsonb_populate_record(null::%s, $2)) where entry_id = $1',
      v_table, v_cols, v_cols, v_table)
      using p_entry_id, p_values;
  end if;
end
$$;
revoke execute on function public.arca_write_values(text, uuid, jsonb, boolean) from public, anon, authenticated;
grant execute on function public.arca_write_values(text, uuid, jsonb, boolean) to authenticated, service_role;

-- Saves a new entry: {id?, facility_id, room_id?, lot_id?, kind, occurred_at?, status?, notes?,
-- photos?, import_id?, values: {...}}. Saving the same id again (an offline retry whose first
-- attempt did arrive) returns that id and changes nothing.
create function public.arca_log_entry(p_entry jsonb) returns uuid
language plpgsql
set search_path = ''
as $$
declare
  v_id uuid := coalesce((p_entry ->> 'id')::uuid, gen_random_uuid());
  v_kind text := p_entry ->> 'kind';
  v_saved uuid;
begin
  if not exists (select 1 from public.arca_kinds where kind = v_kind) then
    raise exception 'Unknown record kind %', v_kind using errcode = '22023';
  end if;
  insert into public.arca_entries (id, facility_id, room_id, lot_id, kind, occurred_at, status, notes, photos, import_id)
  values (
    v_id,
    (p_entry ->> 'facility_id')::uuid,
    (p_entry ->> 'room_id')::uuid,
    (p_entry ->> 'lot_id')::uuid,
    v_kind,
    coalesce((p_entry ->> 'occurred_at')::timestamptz, now()),
    coalesce(p_entry ->> 'status', 'done'),
    nullif(btrim(p_entry ->> 'notes'), ''),
    coalesce(array(select jsonb_array_elements_text(coalesce(p_entry -> 'photos', '[]'::jsonb))), '{}'),
    (p_entry ->> 'import_id')::uuid
  )
  on conflict (id) do nothing
  returning id into v_saved;
  if v_saved is null then
    if exists (select 1 from public.arca_entries where id = v_id and kind = v_kind) then
      return v_id;
    end if;
    raise exception 'An entry with this id already exists.' using errcode = '23505';
  end if;
  perform public.arca_write_values(v_kind, v_id, coalesce(p_entry -> 'values', '{}'::jsonb), true);
  return v_id;
end
$$;
revoke execute on function public.arca_log_entry(jsonb) from public, anon, authenticated;
grant execute on function public.arca_log_entry(jsonb) to authenticated, service_role;

-- Changes an entry (any subset of room_id, lot_id, occurred_at, status, notes, photos and
-- values) if it is still at p_version; someone else's change in between is refused (AR002), so
-- nobody overwrites an edit they never saw. Returns the new version.
create function public.arca_update_entry(p_id uuid, p_version integer, p_changes jsonb) returns integer
language plpgsql
set search_path = ''
as $$
declare
  v_entry public.arca_entries;
  v_count integer;
begin
  select * into v_entry from public.arca_entries where id = p_id and deleted_at is null;
  if not found then
    raise exception 'The entry was not found. It may have been deleted.' using errcode = 'P0002';
  end if;
  if not public.facility_access(v_entry.facility_id, 'edit', public.arca_kind_tier(v_entry.kind)) then
    raise exception 'You do not have permission to change this entry.' using errcode = '42501';
  end if;
  update public.arca_entries e set
    room_id = case when p_changes ? 'room_id' then (p_changes ->> 'room_id')::uuid else e.room_id end,
    lot_id = case when p_changes ? 'lot_id' then (p_changes ->> 'lot_id')::uuid else e.lot_id end,
    occurred_at = case when p_changes ? 'occurred_at' then (p_changes ->> 'occurred_at')::timestamptz else e.occurred_at end,
    status = case when p_changes ? 'status' then p_changes ->> 'status' else e.status end,
    notes = case when p_changes ? 'notes' then nullif(btrim(p_changes ->> 'notes'), '') else e.notes end,
    photos = case when p_changes ? 'photos'
      then coalesce(array(select jsonb_array_elements_text(p_changes -> 'photos')), '{}') else e.photos end
  -- The version guard is re-checked on the locked row, so two saves of one version cannot both win.
  where e.id = p_id and e.version = p_version;
  get diagnostics v_count = row_count;
  if v_count = 0 then
    raise exception 'This entry was changed by someone else since you opened it. Reload it to see the latest version.'
      using errcode = 'AR002';
  end if;
  if p_changes ? 'values' then
    perform public.arca_write_values(v_entry.kind, p_id, p_changes -> 'values', false);
  end if;
  return (select version from public.arca_entries where id = p_id);
end
$$;
revoke execute on function public.arca_update_entry(uuid, integer, jsonb) from public, anon, authenticated;
grant execute on function public.arca_update_entry(uuid, integer, jsonb) to authenticated, service_role;

-- Soft delete and undo. SECURITY DEFINER because deleted_at is not writable through the API; the
-- caller must hold 'delete' on every entry's facility, else nothing changes.
create function public.arca_set_deleted(p_ids uuid[], p_deleted boolean) returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_count integer;
begin
  if (select auth.uid()) is null then
    raise exception 'Not signed in' using errcode = '42501';
  end if;
  if exists (
    select 1 from unnest(p_ids) i(id)
    left join public.arca_entries e on e.id = i.id
    where e.id is null or not public.facility_access(e.facility_id, 'read', public.arca_kind_tier(e.kind))
  ) then
    raise exception 'The entry was not found.' using errcode = 'P0002';
  end if;
  if exists (
    select 1 from public.arca_entries e
    where e.id = any (p_ids) and not public.facility_access(e.facility_id, 'delete', public.arca_kind_tier(e.kind))
  ) then
    raise exception 'You do not have permission to delete these entries.' using errcode = '42501';
  end if;
  if not p_deleted and exists (
    select 1 from public.arca_entries e
    where e.id = any (p_ids) and e.deleted_at < now() - interval '30 days'
  ) then
    raise exception 'Deleted entries can be restored for 30 days; this one was deleted earlier.'
      using errcode = 'AR003';
  end if;
  update public.arca_entries e
    set deleted_at = case when p_deleted then now() end,
        deleted_by = case when p_deleted then (select auth.uid()) end
    where e.id = any (p_ids) and (e.deleted_at is null) = p_deleted;
  get diagnostics v_count = row_count;
  return v_count;
end
$$;
revoke execute on function public.arca_set_deleted(uuid[], boolean) from public, anon, authenticated;

create function public.arca_delete_entries(p_ids uuid[]) returns integer
language sql
security definer
set search_path = ''
as $$ select public.arca_set_deleted(p_ids, true) $$;
revoke execute on function public.arca_delete_entries(uuid[]) from public, anon, authenticated;
grant execute on function public.arca_delete_entries(uuid[]) to authenticated, service_role;

create function public.arca_restore_entries(p_ids uuid[]) returns integer
language sql
security definer
set search_path = ''
as $$ select public.arca_set_deleted(p_ids, false) $$;
revoke execute on function public.arca_restore_entries(uuid[]) from public, anon, authenticated;
grant execute on function public.arca_restore_entries(uuid[]) to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- CSV import: rows already mapped by the app ({occurred_at, room_id?, lot_id?, status?, notes?,
-- values}) into one facility and kind. p_dry_run checks every row (database rules included) and
-- saves nothing; otherwise every row is saved or, at the first error, none. A row equal to an
-- existing entry (same room, lot, time and values) or to an earlier row of the file is a
-- duplicate and is skipped, in both modes. Returns {saved, duplicates: [row numbers],
-- errors: [{row, code, message}]}; row numbers count from 1.
create function public.arca_import_entries(
  p_kind text,
  p_facility_id uuid,
  p_rows jsonb,
  p_dry_run boolean default true
) returns jsonb
language plpgsql
set search_path = ''
as $$
declare
  v_import uuid := gen_random_uuid();
  v_row jsonb;
  v_i integer := 0;
  v_saved integer := 0;
  v_duplicates jsonb := '[]'::jsonb;
  v_errors jsonb := '[]'::jsonb;
  v_state text;
  v_message text;
  v_values jsonb;
begin
  if jsonb_typeof(p_rows) <> 'array' then
    raise exception 'Rows must be a list' using errcode = '22023';
  end if;
  if jsonb_array_length(p_rows) > 5000 then
    raise exception 'An import takes at most 5,000 rows; split the file.' using errcode = 'AR007';
  end if;
  if not public.facility_access(p_facility_id, 'log', public.arca_kind_tier(p_kind)) then
    raise exception 'You cannot log records in this facility.' using errcode = '42501';
  end if;

  begin
    for v_row in select value from jsonb_array_elements(p_rows) loop
      v_i := v_i + 1;
      begin
        v_values := coalesce(v_row -> 'values', '{}'::jsonb);
        -- Same place, time and values as an entry already there (or saved from an earlier row).
        if exists (
          select 1 from public.arca_entries e
          where e.facility_id = p_facility_id and e.kind = p_kind and e.deleted_at is null
            and e.room_id is not distinct from (v_row ->> 'room_id')::uuid
            and e.lot_id is not distinct from (v_row ->> 'lot_id')::uuid
            and e.occurred_at = (v_row ->> 'occurred_at')::timestamptz
            and jsonb_strip_nulls(public.arca_entry_values(e.id, p_kind)) = public.arca_normalize_values(p_kind, v_values)
        ) then
          v_duplicates := v_duplicates || to_jsonb(v_i);
          continue;
        end if;
        perform public.arca_log_entry(
          (v_row - 'id' - 'kind' - 'facility_id' - 'import_id')
          || jsonb_build_object('kind', p_kind, 'facility_id', p_facility_id, 'import_id', v_import));
        v_saved := v_saved + 1;
      exception when others then
        get stacked diagnostics v_state = returned_sqlstate, v_message = message_text;
        v_errors := v_errors || jsonb_build_object('row', v_i, 'code', v_state, 'message', v_message);
      end;
    end loop;
    if p_dry_run then
      raise exception 'dry run' using errcode = 'AR999';
    end if;
  exception when sqlstate 'AR999' then
    null; -- a dry run: everything above is rolled back, the findings are kept
  end;

  if not p_dry_run and jsonb_array_length(v_errors) > 0 then
    raise exception 'The import has % row(s) with errors; nothing was saved.', jsonb_array_length(v_errors)
      using errcode = 'AR004', detail = v_errors::text;
  end if;
  return jsonb_build_object(
    'import_id', case when p_dry_run then null else v_import end,
    'saved', v_saved,
    'duplicates', v_duplicates,
    'errors', v_errors);
end
$$;
revoke execute on function public.arca_import_entries(text, uuid, jsonb, boolean) from public, anon, authenticated;
grant execute on function public.arca_import_entries(text, uuid, jsonb, boolean) to authenticated, service_role;
