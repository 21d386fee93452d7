-- Atlas SOPs (issue 18): a facility's register of standard operating procedures under document
-- control, as GMP/GACP inspectors expect: id, title, owner, approver, status, version, effective
-- date and next review date; content as ordered steps (instruction, expected photo, pass/fail
-- check, measurement with target ± tolerance, after Odoo's quality control points); every version
-- drafted → approved → effective, the previous one archived and never edited again; each person on
-- the team acknowledges each effective version ("read and understood"), which is the training record.
--
-- Atlas is Professional: every Atlas policy asks public.atlas_facilities(action), the facility
-- grants whose plan (the facility owner's) is Professional. Roles: staff read and acknowledge;
-- managers and the owner write; the SOP's designated approver approves.
--
-- A version's time in force is a range [effective_at, archived_at); an exclusion constraint keeps
-- two versions of one SOP from ever being in force at once, so "the version in force on a date"
-- has exactly one answer (tasks and Arca entries record it).
--
-- Review reminders: hosted Supabase could run pg_cron, the local stack has no scheduler, so the
-- reminder is a function, atlas_send_review_reminders(), that is idempotent (each version gets one
-- "due soon" notice 30 days ahead and one "overdue" notice, recorded in atlas_sop_review_notices)
-- and cheap, called by the app whenever the register or the Atlas home loads (computed on read for
-- everyone on the team) and callable by the service role for every facility from a cron job.
--
-- Errors (SQLSTATE): AT001 the version is not in a state that allows this; AT002 only the SOP's
-- approver approves; AT003 the author cannot approve their own version while someone else could;
-- AT004 only a draft's content can change; AT005 only the version in force can be acknowledged;
-- AT008 a version without steps; AT014 the person is not on the facility's team (or may not
-- approve); AT015 an SOP that was in force is retired, never deleted.

create extension if not exists btree_gist with schema extensions;

-- Atlas's gate: the facilities where the caller may act AND whose owner's plan is Professional.
create function public.atlas_facilities(p_action text)
returns setof uuid
language sql
stable
security definer
set search_path = ''
rows 10
as $$
  select g.facility_id from public.facility_grants(p_action) g where g.tier_rank >= public.tier_rank('Professional')
$$;
revoke execute on function public.atlas_facilities(text) from public, anon, authenticated;
grant execute on function public.atlas_facilities(text) to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
create table public.atlas_sops (
  id uuid primary key default gen_random_uuid(),
  facility_id uuid not null references public.facilities (id) on delete cascade,
  -- The document id people quote ("SOP-CUL-004").
  code text not null check (code ~ '^[A-Za-z0-9][A-Za-z0-9._/-]{0,31}$'),
  title text not null check (char_length(title) between 1 and 200 and title = btrim(title)),
  category text not null default 'cultivation' check (category in (
    'cultivation', 'ipm', 'sanitation', 'harvest', 'post_harvest', 'maintenance', 'safety', 'quality', 'other')),
  owner_id uuid not null references public.profiles (id),
  approver_id uuid not null references public.profiles (id),
  -- Months between an effective date and the next review (GMP: at least every 1–3 years).
  review_months integer not null default 12 check (review_months between 1 and 60),
  retired_at timestamptz,
  retired_by uuid references public.profiles (id) on delete set null,
  created_by uuid default auth.uid() references public.profiles (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (facility_id, id)
);
create unique index atlas_sops_code_key on public.atlas_sops (facility_id, lower(code));
create index atlas_sops_owner_idx on public.atlas_sops (owner_id);
create index atlas_sops_approver_idx on public.atlas_sops (approver_id);
create index atlas_sops_retired_by_idx on public.atlas_sops (retired_by);
create index atlas_sops_created_by_idx on public.atlas_sops (created_by);

create trigger atlas_sops_set_updated_at
  before update on public.atlas_sops
  for each row execute function public.set_updated_at();

create table public.atlas_sop_versions (
  id uuid primary key default gen_random_uuid(),
  sop_id uuid not null,
  facility_id uuid not null,
  version integer not null check (version between 1 and 999),
  status text not null default 'draft' check (status in ('draft', 'approved', 'effective', 'archived')),
  -- What changed and why (shown in the version history and in the effective notice).
  change_summary text check (char_length(change_summary) <= 1000),
  -- Purpose and scope, above the steps.
  scope text check (char_length(scope) <= 4000),
  created_by uuid default auth.uid() references public.profiles (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  approved_by uuid references public.profiles (id) on delete set null,
  approved_at timestamptz,
  effective_at timestamptz,
  archived_at timestamptz,
  next_review_on date,
  foreign key (facility_id, sop_id) references public.atlas_sops (facility_id, id) on delete cascade,
  unique (sop_id, version),
  unique (facility_id, id),
  -- Archived means "was in force": a version that never was is deleted, not archived.
  constraint atlas_sop_versions_dates check (case status
    when 'draft' then approved_at is null and effective_at is null and archived_at is null
    when 'approved' then approved_at is not null and effective_at is null and archived_at is null
    when 'effective' then approved_at is not null and effective_at is not null and archived_at is null
      and next_review_on is not null
    else approved_at is not null and effective_at is not null and archived_at >= effective_at end),
  -- One version of an SOP in force at any moment.
  constraint atlas_sop_versions_one_in_force exclude using gist (
    sop_id with =, tstzrange(effective_at, archived_at, '[)') with &&
  ) where (effective_at is not null)
);
-- At most one version in preparation (draft or approved, not yet effective) per SOP.
create unique index atlas_sop_versions_one_pending on public.atlas_sop_versions (sop_id)
  where status in ('draft', 'approved');
create unique index atlas_sop_versions_one_effective on public.atlas_sop_versions (sop_id)
  where status = 'effective';
create index atlas_sop_versions_facility_idx on public.atlas_sop_versions (facility_id, sop_id, status);
create index atlas_sop_versions_created_by_idx on public.atlas_sop_versions (created_by);
create index atlas_sop_versions_approved_by_idx on public.atlas_sop_versions (approved_by);

create table public.atlas_sop_steps (
  id uuid primary key default gen_random_uuid(),
  version_id uuid not null,
  facility_id uuid not null,
  position integer not null check (position between 1 and 200),
  kind text not null check (kind in ('instruction', 'photo', 'check', 'measurement')),
  body text not null check (char_length(body) between 1 and 2000 and body = btrim(body)),
  -- A measurement: the norm, the tolerance either side, and the unit ("6.0 ± 0.2 pH").
  target numeric,
  tolerance numeric check (tolerance >= 0),
  unit text check (char_length(unit) between 1 and 20),
  foreign key (facility_id, version_id) references public.atlas_sop_versions (facility_id, id) on delete cascade,
  constraint atlas_sop_steps_position_key unique (version_id, position) deferrable initially deferred,
  constraint atlas_sop_steps_measurement check (
    (kind = 'measurement') = (target is not null and tolerance is not null and unit is not null)
    and (kind = 'measurement' or (target is null and tolerance is null and unit is null)))
);

create index atlas_sop_steps_version_idx on public.atlas_sop_steps (facility_id, version_id, position);

create table public.atlas_sop_acknowledgements (
  version_id uuid not null,
  user_id uuid not null default auth.uid() references public.profiles (id) on delete cascade,
  facility_id uuid not null,
  acknowledged_at timestamptz not null default now(),
  primary key (version_id, user_id),
  foreign key (facility_id, version_id) references public.atlas_sop_versions (facility_id, id) on delete cascade
);
create index atlas_sop_acknowledgements_facility_idx on public.atlas_sop_acknowledgements (facility_id, version_id);
create index atlas_sop_acknowledgements_user_idx on public.atlas_sop_acknowledgements (user_id);

-- Which review notices went out, so each goes out once.
create table public.atlas_sop_review_notices (
  version_id uuid not null,
  facility_id uuid not null,
  notice text not null check (notice in ('due_soon', 'overdue')),
  sent_at timestamptz not null default now(),
  primary key (version_id, notice),
  foreign key (facility_id, version_id) references public.atlas_sop_versions (facility_id, id) on delete cascade
);
create index atlas_sop_review_notices_facility_idx on public.atlas_sop_review_notices (facility_id, version_id);

-- ---------------------------------------------------------------------------------------------
-- Rules on write.

-- An SOP's owner must be on the team; its approver must be the owner or a manager.
create function public.atlas_sops_before_write() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  new.code := upper(new.code);
  if (tg_op = 'INSERT' or new.owner_id is distinct from old.owner_id)
     and public.facility_role(new.facility_id, new.owner_id) is null then
    raise exception 'The SOP''s owner must be on the facility''s team.' using errcode = 'AT014';
  end if;
  if (tg_op = 'INSERT' or new.approver_id is distinct from old.approver_id)
     and coalesce(public.facility_role(new.facility_id, new.approver_id), '') not in ('owner', 'manager') then
    raise exception 'The approver must be the facility''s owner or a manager.' using errcode = 'AT014';
  end if;
  if tg_op = 'UPDATE' then
    new.facility_id := old.facility_id;
    if old.retired_at is not null and (new.code, new.title, new.category, new.owner_id, new.approver_id, new.review_months)
       is distinct from (old.code, old.title, old.category, old.owner_id, old.approver_id, old.review_months) then
      raise exception 'A retired SOP is kept as it was.' using errcode = 'AT004';
    end if;
  else
    new.retired_at := null;
    new.retired_by := null;
    new.created_by := coalesce((select auth.uid()), new.created_by);
  end if;
  return new;
end
$$;
revoke execute on function public.atlas_sops_before_write() from public, anon, authenticated;
create trigger atlas_sops_before_write
  before insert or update on public.atlas_sops
  for each row execute function public.atlas_sops_before_write();

-- A new SOP starts with its first draft.
create function public.atlas_sops_after_insert() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.atlas_sop_versions (sop_id, facility_id, version, created_by)
  values (new.id, new.facility_id, 1, new.created_by);
  return null;
end
$$;
revoke execute on function public.atlas_sops_after_insert() from public, anon, authenticated;
create trigger atlas_sops_after_insert
  after insert on public.atlas_sops
  for each row execute function public.atlas_sops_after_insert();

-- An SOP that was ever in force is part of the record: retire it, never delete it.
create function public.atlas_sops_before_delete() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if exists (select 1 from public.atlas_sop_versions v where v.sop_id = old.id and v.effective_at is not null)
     and exists (select 1 from public.facilities f where f.id = old.facility_id) then
    raise exception 'An SOP that was in force is retired, never deleted.' using errcode = 'AT015';
  end if;
  return old;
end
$$;
revoke execute on function public.atlas_sops_before_delete() from public, anon, authenticated;
create trigger atlas_sops_before_delete
  before delete on public.atlas_sops
  for each row execute function public.atlas_sops_before_delete();

-- Versions: content changes only while draft; status, approval and dates only through the
-- functions below (which set atlas.sop_transition for their own update).
create function public.atlas_sop_versions_before_write() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    new.facility_id := (select s.facility_id from public.atlas_sops s where s.id = new.sop_id);
    if coalesce(current_setting('atlas.sop_transition', true), '') <> 'on' then
      new.status := 'draft';
      new.approved_by := null;
      new.approved_at := null;
      new.effective_at := null;
      new.archived_at := null;
      new.next_review_on := null;
      new.created_by := coalesce((select auth.uid()), new.created_by);
    end if;
    return new;
  end if;
  if tg_op = 'DELETE' then
    if old.status not in ('draft', 'approved')
       and exists (select 1 from public.atlas_sops s where s.id = old.sop_id) then
      raise exception 'Only a version that was never in force can be deleted.' using errcode = 'AT004';
    end if;
    return old;
  end if;
  if coalesce(current_setting('atlas.sop_transition', true), '') = 'on' then
    new.updated_at := now();
    return new;
  end if;
  if old.status <> 'draft' then
    raise exception 'Version % is %; only a draft can be changed. Start a new version instead.',
      old.version, old.status using errcode = 'AT004';
  end if;
  if (new.sop_id, new.facility_id, new.version, new.status, new.created_by, new.approved_by, new.approved_at,
      new.effective_at, new.archived_at, new.next_review_on)
     is distinct from (old.sop_id, old.facility_id, old.version, old.status, old.created_by, old.approved_by,
      old.approved_at, old.effective_at, old.archived_at, old.next_review_on) then
    raise exception 'A version''s status and dates change through approval, never directly.' using errcode = '42501';
  end if;
  new.updated_at := now();
  return new;
end
$$;
revoke execute on function public.atlas_sop_versions_before_write() from public, anon, authenticated;
create trigger atlas_sop_versions_before_write
  before insert or update or delete on public.atlas_sop_versions
  for each row execute function public.atlas_sop_versions_before_write();

create function public.atlas_sop_steps_before_write() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_version uuid := case when tg_op = 'DELETE' then old.version_id else new.version_id end;
  v_status text;
begin
  select v.status into v_status from public.atlas_sop_versions v where v.id = v_version;
  -- A cascade from a deleted version (or SOP) passes.
  if v_status is null then
    return coalesce(new, old);
  end if;
  if v_status <> 'draft' or (tg_op = 'UPDATE' and old.version_id <> new.version_id) then
    raise exception 'Only a draft''s steps can change; this version is %.', v_status using errcode = 'AT004';
  end if;
  if tg_op <> 'DELETE' then
    new.facility_id := (select v.facility_id from public.atlas_sop_versions v where v.id = new.version_id);
  end if;
  return coalesce(new, old);
end
$$;
revoke execute on function public.atlas_sop_steps_before_write() from public, anon, authenticated;
create trigger atlas_sop_steps_before_write
  before insert or update or delete on public.atlas_sop_steps
  for each row execute function public.atlas_sop_steps_before_write();

-- Acknowledging: only the version in force, as oneself, at the time it happens.
create function public.atlas_sop_acknowledgements_before_insert() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_status text;
begin
  select v.status, v.facility_id into v_status, new.facility_id
  from public.atlas_sop_versions v where v.id = new.version_id;
  if v_status is distinct from 'effective' then
    raise exception 'Only the version in force can be acknowledged.' using errcode = 'AT005';
  end if;
  new.user_id := coalesce((select auth.uid()), new.user_id);
  new.acknowledged_at := now();
  return new;
end
$$;
revoke execute on function public.atlas_sop_acknowledgements_before_insert() from public, anon, authenticated;
create trigger atlas_sop_acknowledgements_before_insert
  before insert on public.atlas_sop_acknowledgements
  for each row execute function public.atlas_sop_acknowledgements_before_insert();

-- ---------------------------------------------------------------------------------------------
-- Privileges and policies.
alter table public.atlas_sops enable row level security;
alter table public.atlas_sop_versions enable row level security;
alter table public.atlas_sop_steps enable row level security;
alter table public.atlas_sop_acknowledgements enable row level security;
alter table public.atlas_sop_review_notices enable row level security;

revoke all on table public.atlas_sops, public.atlas_sop_versions, public.atlas_sop_steps,
  public.atlas_sop_acknowledgements, public.atlas_sop_review_notices from anon, authenticated;

grant select, delete on public.atlas_sops to authenticated;
grant insert (id, facility_id, code, title, category, owner_id, approver_id, review_months) on public.atlas_sops to authenticated;
grant update (code, title, category, owner_id, approver_id, review_months) on public.atlas_sops to authenticated;
grant select, insert, update, delete on public.atlas_sops to service_role;

grant select, delete on public.atlas_sop_versions to authenticated;
grant update (change_summary, scope) on public.atlas_sop_versions to authenticated;
grant select, insert, update, delete on public.atlas_sop_versions to service_role;

grant select, delete on public.atlas_sop_steps to authenticated;
grant insert (id, version_id, position, kind, body, target, tolerance, unit) on public.atlas_sop_steps to authenticated;
grant update (position, kind, body, target, tolerance, unit) on public.atlas_sop_steps to authenticated;
grant select, insert, update, delete on public.atlas_sop_steps to service_role;

grant select on public.atlas_sop_acknowledgements to authenticated;
grant insert (version_id) on public.atlas_sop_acknowledgements to authenticated;
grant select, insert, update, delete on public.atlas_sop_acknowledgements to service_role;

grant select on public.atlas_sop_review_notices to authenticated;
grant select, insert, update, delete on public.atlas_sop_review_notices to service_role;

create policy "Facility teams read their SOPs"
  on public.atlas_sops for select to authenticated
  using (facility_id in (select public.atlas_facilities('read')));
create policy "Managers write SOPs"
  on public.atlas_sops for insert to authenticated
  with check (facility_id in (select public.atlas_facilities('edit')));
create policy "Managers update SOPs"
  on public.atlas_sops for update to authenticated
  using (facility_id in (select public.atlas_facilities('edit')))
  with check (facility_id in (select public.atlas_facilities('edit')));
create policy "Managers delete SOPs that were never in force"
  on public.atlas_sops for delete to authenticated
  using (facility_id in (select public.atlas_facilities('delete')));

-- Drafts are the managers' working copies; the team reads what was approved.
create policy "Facility teams read approved versions and managers read drafts"
  on public.atlas_sop_versions for select to authenticated
  using (
    facility_id in (select public.atlas_facilities('edit'))
    or (status <> 'draft' and facility_id in (select public.atlas_facilities('read'))));
create policy "Managers edit drafts"
  on public.atlas_sop_versions for update to authenticated
  using (facility_id in (select public.atlas_facilities('edit')))
  with check (facility_id in (select public.atlas_facilities('edit')));
create policy "Managers delete versions that were never in force"
  on public.atlas_sop_versions for delete to authenticated
  using (facility_id in (select public.atlas_facilities('delete')));

create policy "Facility teams read the steps of versions they can read"
  on public.atlas_sop_steps for select to authenticated
  using (exists (select 1 from public.atlas_sop_versions v where v.id = version_id));
create policy "Managers add steps to drafts"
  on public.atlas_sop_steps for insert to authenticated
  with check (facility_id in (select public.atlas_facilities('edit')));
create policy "Managers change the steps of drafts"
  on public.atlas_sop_steps for update to authenticated
  using (facility_id in (select public.atlas_facilities('edit')))
  with check (facility_id in (select public.atlas_facilities('edit')));
create policy "Managers remove steps from drafts"
  on public.atlas_sop_steps for delete to authenticated
  using (facility_id in (select public.atlas_facilities('edit')));

create policy "Facility teams read their training records"
  on public.atlas_sop_acknowledgements for select to authenticated
  using (facility_id in (select public.atlas_facilities('read')));
create policy "People acknowledge SOPs as themselves"
  on public.atlas_sop_acknowledgements for insert to authenticated
  with check (
    user_id = (select auth.uid())
    and facility_id in (select public.atlas_facilities('read')));

create policy "Facility teams read which review notices went out"
  on public.atlas_sop_review_notices for select to authenticated
  using (facility_id in (select public.atlas_facilities('read')));

-- ---------------------------------------------------------------------------------------------
-- The register: one row per SOP with its status, the version in force and the one in preparation.
create view public.atlas_sop_register with (security_invoker = true) as
select s.id, s.facility_id, s.code, s.title, s.category, s.owner_id, s.approver_id, s.review_months,
  s.retired_at, s.created_at, s.updated_at,
  case when s.retired_at is not null then 'retired' when e.id is not null then 'effective' else 'draft' end as status,
  e.id as effective_version_id, e.version as effective_version, e.effective_at, e.next_review_on,
  p.id as pending_version_id, p.version as pending_version, p.status as pending_status,
  (select max(v.version) from public.atlas_sop_versions v where v.sop_id = s.id) as latest_version
from public.atlas_sops s
left join public.atlas_sop_versions e on e.sop_id = s.id and e.status = 'effective'
left join public.atlas_sop_versions p on p.sop_id = s.id and p.status in ('draft', 'approved');
revoke all on public.atlas_sop_register from anon, authenticated;
grant select on public.atlas_sop_register to authenticated, service_role;

-- The version of an SOP in force at a moment (null if none was).
create function public.atlas_sop_version_at(p_sop_id uuid, p_at timestamptz) returns uuid
language sql
stable
security definer
set search_path = ''
as $$
  select v.id from public.atlas_sop_versions v
  where v.sop_id = p_sop_id and v.effective_at is not null
    and tstzrange(v.effective_at, v.archived_at, '[)') @> p_at
$$;
revoke execute on function public.atlas_sop_version_at(uuid, timestamptz) from public, anon, authenticated;
grant execute on function public.atlas_sop_version_at(uuid, timestamptz) to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- Transitions. Each checks the caller, then changes the rows with atlas.sop_transition set so the
-- version trigger lets the status and dates through.

-- A new draft, copying the steps of the latest version. Returns the draft's id.
create function public.atlas_new_sop_version(p_sop_id uuid, p_change_summary text default null)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_sop public.atlas_sops;
  v_latest public.atlas_sop_versions;
  v_id uuid;
begin
  select * into v_sop from public.atlas_sops s where s.id = p_sop_id;
  if not found or v_sop.facility_id not in (select public.atlas_facilities('read')) then
    raise exception 'The SOP was not found.' using errcode = 'PT404';
  end if;
  if v_sop.facility_id not in (select public.atlas_facilities('edit')) then
    raise exception 'Only managers can draft SOP versions.' using errcode = '42501';
  end if;
  if v_sop.retired_at is not null then
    raise exception 'A retired SOP gets no new versions.' using errcode = 'AT001';
  end if;
  if exists (select 1 from public.atlas_sop_versions v where v.sop_id = p_sop_id and v.status in ('draft', 'approved')) then
    raise exception 'This SOP already has a version in preparation; finish or delete it first.' using errcode = 'AT001';
  end if;
  select * into v_latest from public.atlas_sop_versions v where v.sop_id = p_sop_id order by v.version desc limit 1;
  insert into public.atlas_sop_versions (sop_id, facility_id, version, change_summary, scope, created_by)
  values (p_sop_id, v_sop.facility_id, coalesce(v_latest.version, 0) + 1,
    nullif(btrim(p_change_summary), ''), v_latest.scope, (select auth.uid()))
  returning id into v_id;
  insert into public.atlas_sop_steps (version_id, facility_id, position, kind, body, target, tolerance, unit)
  select v_id, v_sop.facility_id, st.position, st.kind, st.body, st.target, st.tolerance, st.unit
  from public.atlas_sop_steps st where st.version_id = v_latest.id;
  return v_id;
end
$$;
revoke execute on function public.atlas_new_sop_version(uuid, text) from public, anon, authenticated;
grant execute on function public.atlas_new_sop_version(uuid, text) to authenticated, service_role;

-- Saves a draft in one go, as the editor sends it: what changed, the scope, and the whole ordered
-- list of steps (replacing the old list). Runs as the caller: the policies and the draft-only
-- triggers decide; one failing step saves nothing.
create function public.atlas_save_sop_draft(
  p_version_id uuid,
  p_steps jsonb,
  p_change_summary text default null,
  p_scope text default null
) returns integer
language plpgsql
set search_path = ''
as $$
declare
  v_count integer;
begin
  if jsonb_typeof(p_steps) is distinct from 'array' or jsonb_array_length(p_steps) > 200 then
    raise exception 'Steps must be a list of at most 200.' using errcode = '22023';
  end if;
  if not exists (select 1 from public.atlas_sop_versions v where v.id = p_version_id and v.status = 'draft'
                 and v.facility_id in (select public.atlas_facilities('edit'))) then
    raise exception 'Only a draft can be changed.' using errcode = 'AT004';
  end if;
  update public.atlas_sop_versions
    set change_summary = nullif(btrim(p_change_summary), ''), scope = nullif(btrim(p_scope), '')
  where id = p_version_id;
  delete from public.atlas_sop_steps where version_id = p_version_id;
  insert into public.atlas_sop_steps (version_id, position, kind, body, target, tolerance, unit)
  select p_version_id, s.ordinality, s.value ->> 'kind', btrim(s.value ->> 'body'),
    (s.value ->> 'target')::numeric, (s.value ->> 'tolerance')::numeric, nullif(btrim(s.value ->> 'unit'), '')
  from jsonb_array_elements(p_steps) with ordinality s;
  get diagnostics v_count = row_count;
  return v_count;
end
$$;
revoke execute on function public.atlas_save_sop_draft(uuid, jsonb, text, text) from public, anon, authenticated;
grant execute on function public.atlas_save_sop_draft(uuid, jsonb, text, text) to authenticated, service_role;

-- The designated approver signs a draft off. Four eyes: the author may not approve their own
-- version, unless nobody else on the team could (a solo owner), which the record then shows.
create function public.atlas_approve_sop_version(p_version_id uuid) returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid uuid := (select auth.uid());
  v public.atlas_sop_versions;
  v_sop public.atlas_sops;
begin
  select * into v from public.atlas_sop_versions x where x.id = p_version_id for update;
  if not found or v.facility_id not in (select public.atlas_facilities('edit')) then
    raise exception 'The version was not found.' using errcode = 'PT404';
  end if;
  select * into v_sop from public.atlas_sops s where s.id = v.sop_id;
  if v.status <> 'draft' then
    raise exception 'Version % is %; only a draft can be approved.', v.version, v.status using errcode = 'AT001';
  end if;
  if v_sop.approver_id <> v_uid then
    raise exception 'Only the SOP''s approver can approve it.' using errcode = 'AT002';
  end if;
  if v.created_by = v_uid and exists (
    select 1 from public.facility_team(v.facility_id) t
    where t.role in ('owner', 'manager') and t.user_id <> v_uid) then
    raise exception 'You wrote this version; another manager or the owner must approve it.' using errcode = 'AT003';
  end if;
  if not exists (select 1 from public.atlas_sop_steps st where st.version_id = v.id) then
    raise exception 'A version needs at least one step.' using errcode = 'AT008';
  end if;
  perform set_config('atlas.sop_transition', 'on', true);
  update public.atlas_sop_versions set status = 'approved', approved_by = v_uid, approved_at = now()
  where id = v.id;
  perform set_config('atlas.sop_transition', 'off', true);
end
$$;
revoke execute on function public.atlas_approve_sop_version(uuid) from public, anon, authenticated;
grant execute on function public.atlas_approve_sop_version(uuid) to authenticated, service_role;

-- An approved version goes into force now; the one it replaces is archived at the same instant,
-- the next review is set, and the whole team is asked to acknowledge it.
create function public.atlas_make_sop_version_effective(p_version_id uuid) returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v public.atlas_sop_versions;
  v_sop public.atlas_sops;
  v_now timestamptz := now();
  v_person uuid;
begin
  select * into v from public.atlas_sop_versions x where x.id = p_version_id for update;
  if not found or v.facility_id not in (select public.atlas_facilities('read')) then
    raise exception 'The version was not found.' using errcode = 'PT404';
  end if;
  if v.facility_id not in (select public.atlas_facilities('edit')) then
    raise exception 'Only managers can put a version into force.' using errcode = '42501';
  end if;
  if v.status <> 'approved' then
    raise exception 'Version % is %; it must be approved first.', v.version, v.status using errcode = 'AT001';
  end if;
  select * into v_sop from public.atlas_sops s where s.id = v.sop_id for update;
  perform set_config('atlas.sop_transition', 'on', true);
  update public.atlas_sop_versions set status = 'archived', archived_at = v_now
  where sop_id = v.sop_id and status = 'effective';
  update public.atlas_sop_versions
    set status = 'effective', effective_at = v_now,
        next_review_on = (v_now + make_interval(months => v_sop.review_months))::date
  where id = v.id;
  perform set_config('atlas.sop_transition', 'off', true);
  for v_person in select t.user_id from public.facility_team(v.facility_id) t loop
    perform public.create_notification(
      v_person, 'sop_effective', v_sop.code || ' v' || v.version || ' is in force',
      'Read "' || v_sop.title || '" and acknowledge this version.'
        || coalesce(' What changed: ' || v.change_summary, ''),
      'atlas', '/atlas/sops/' || v_sop.id);
  end loop;
end
$$;
revoke execute on function public.atlas_make_sop_version_effective(uuid) from public, anon, authenticated;
grant execute on function public.atlas_make_sop_version_effective(uuid) to authenticated, service_role;

-- Takes an SOP out of use: the version in force is archived, a pending one deleted.
create function public.atlas_retire_sop(p_sop_id uuid) returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_sop public.atlas_sops;
begin
  select * into v_sop from public.atlas_sops s where s.id = p_sop_id for update;
  if not found or v_sop.facility_id not in (select public.atlas_facilities('read')) then
    raise exception 'The SOP was not found.' using errcode = 'PT404';
  end if;
  if v_sop.facility_id not in (select public.atlas_facilities('edit')) then
    raise exception 'Only managers can retire SOPs.' using errcode = '42501';
  end if;
  if v_sop.retired_at is not null then
    raise exception 'The SOP is already retired.' using errcode = 'AT001';
  end if;
  perform set_config('atlas.sop_transition', 'on', true);
  update public.atlas_sop_versions set status = 'archived', archived_at = now()
  where sop_id = p_sop_id and status = 'effective';
  delete from public.atlas_sop_versions where sop_id = p_sop_id and status in ('draft', 'approved');
  perform set_config('atlas.sop_transition', 'off', true);
  update public.atlas_sops set retired_at = now(), retired_by = (select auth.uid()) where id = p_sop_id;
end
$$;
revoke execute on function public.atlas_retire_sop(uuid) from public, anon, authenticated;
grant execute on function public.atlas_retire_sop(uuid) to authenticated, service_role;

-- Review reminders (see the header): for the caller's facilities (or, for the service role with
-- p_facility_id null, every facility), tell the SOP's owner and approver once when the review is
-- 30 days away and once when it is overdue. Returns how many notices went out.
create function public.atlas_send_review_reminders(p_facility_id uuid default null) returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid uuid := (select auth.uid());
  v_row record;
  v_count integer := 0;
begin
  if v_uid is null and coalesce((select auth.role()), '') <> 'service_role' then
    raise exception 'Not signed in' using errcode = '42501';
  end if;
  for v_row in
    select v.id as version_id, v.facility_id, v.version, v.next_review_on, s.id as sop_id, s.code, s.title,
      s.owner_id, s.approver_id,
      case when v.next_review_on < current_date then 'overdue' else 'due_soon' end as notice
    from public.atlas_sop_versions v
    join public.atlas_sops s on s.id = v.sop_id
    where v.status = 'effective' and s.retired_at is null
      and v.next_review_on <= current_date + 30
      and (p_facility_id is null or v.facility_id = p_facility_id)
      and (v_uid is null or v.facility_id in (select public.atlas_facilities('read')))
  loop
    insert into public.atlas_sop_review_notices (version_id, facility_id, notice)
    values (v_row.version_id, v_row.facility_id, v_row.notice)
    on conflict do nothing;
    if found then
      perform public.create_notification(
        p, 'sop_review',
        case v_row.notice when 'overdue' then v_row.code || ' review is overdue'
          else v_row.code || ' is due for review' end,
        '"' || v_row.title || '" v' || v_row.version || ' is due for review on '
          || to_char(v_row.next_review_on, 'FMMonth FMDD, YYYY') || '. Review it and start a new version if anything changed.',
        'atlas', '/atlas/sops/' || v_row.sop_id)
      from (select distinct unnest(array[v_row.owner_id, v_row.approver_id]) as p) people;
      v_count := v_count + 1;
    end if;
  end loop;
  return v_count;
end
$$;
revoke execute on function public.atlas_send_review_reminders(uuid) from public, anon, authenticated;
grant execute on function public.atlas_send_review_reminders(uuid) to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- Arca entries that follow an SOP record the version in force when the entry happened. A link
-- table keeps Arca's envelope untouched: whoever may log the entry may link it.
create table public.atlas_entry_sops (
  entry_id uuid primary key references public.arca_entries (id) on delete cascade,
  facility_id uuid not null,
  sop_id uuid not null,
  sop_version_id uuid not null,
  created_at timestamptz not null default now(),
  foreign key (facility_id, sop_id) references public.atlas_sops (facility_id, id) on delete cascade,
  foreign key (facility_id, sop_version_id) references public.atlas_sop_versions (facility_id, id) on delete cascade
);
create index atlas_entry_sops_sop_idx on public.atlas_entry_sops (facility_id, sop_id);
create index atlas_entry_sops_version_idx on public.atlas_entry_sops (facility_id, sop_version_id);

create function public.atlas_entry_sops_before_write() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_entry public.arca_entries;
  v_code text;
begin
  -- Someone who may not log in the entry's facility learns nothing from the rules below.
  if (select auth.uid()) is not null and not public.arca_entry_access(new.entry_id, null, 'log') then
    raise exception 'You cannot link SOPs to this entry.' using errcode = '42501';
  end if;
  select * into v_entry from public.arca_entries e where e.id = new.entry_id;
  new.facility_id := v_entry.facility_id;
  -- Another facility's SOP is "not found", whatever its id: nothing about it is told.
  if not exists (select 1 from public.atlas_sops s where s.id = new.sop_id and s.facility_id = v_entry.facility_id) then
    raise exception 'The SOP was not found in this facility.' using errcode = '23503';
  end if;
  new.sop_version_id := public.atlas_sop_version_at(new.sop_id, v_entry.occurred_at);
  if new.sop_version_id is null then
    select s.code into v_code from public.atlas_sops s where s.id = new.sop_id;
    raise exception 'No version of % was in force when this entry happened.', coalesce(v_code, 'the SOP')
      using errcode = 'AT007';
  end if;
  return new;
end
$$;
revoke execute on function public.atlas_entry_sops_before_write() from public, anon, authenticated;
create trigger atlas_entry_sops_before_write
  before insert or update on public.atlas_entry_sops
  for each row execute function public.atlas_entry_sops_before_write();

alter table public.atlas_entry_sops enable row level security;
revoke all on table public.atlas_entry_sops from anon, authenticated;
grant select, delete on public.atlas_entry_sops to authenticated;
grant insert (entry_id, sop_id) on public.atlas_entry_sops to authenticated;
grant select, insert, update, delete on public.atlas_entry_sops to service_role;

create policy "Facility teams read which SOP their records followed"
  on public.atlas_entry_sops for select to authenticated
  using (facility_id in (select public.atlas_facilities('read')));
create policy "Whoever logs a record links the SOP it followed"
  on public.atlas_entry_sops for insert to authenticated
  with check (
    facility_id in (select public.atlas_facilities('log'))
    and public.arca_entry_access(entry_id, null, 'log'));
create policy "Managers unlink an SOP from a record"
  on public.atlas_entry_sops for delete to authenticated
  using (facility_id in (select public.atlas_facilities('edit')));
