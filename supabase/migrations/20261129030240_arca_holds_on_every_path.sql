-- Re-entry (REI) and pre-harvest (PHI) intervals hold on every path into the records, decided by one
-- function for every kind of entry.
--
--   The room comes from the lot. An entry that names a lot is in the room the lot was in at that
--   moment, as its diary's moves record it (public.arca_lot_place_at): a missing room is filled in,
--   a room that disagrees is refused (AR109). Naming a clean room for work on a lot in a sprayed
--   room no longer gets past the interval.
--
--   One decision. public.arca_entry_holds(kind, room, lot, at, values) answers which running
--   intervals an entry like this would break: the REI of the room it is made in (for every kind
--   whose arca_kinds.enters_room says it means walking in: diary, runoff, PPM, yield, filter,
--   quality, release, scouting), the REI of the room a diary event moves the lot to, the PHI when
--   the entry is a harvest (a Yields entry while the lot is still growing, a diary harvest, a lot
--   moved to drying or curing or into a dry or cure room), and for a release of beneficials the
--   IOBC persistence windows of harmful products in the room. The PHI holds a lot wherever it was
--   sprayed: the applications in the room it is in, and those made in a room while the lot was
--   there, so moving a lot out of a sprayed room does not make its harvest early. The forms ask the
--   same function before saving (it reads as the caller, so RLS decides what it sees); the
--   triggers below ask it after every write, and a later step (a harvest that moves the lot to
--   drying and logs its wet weight) can ask it too.
--
--   One override. The reason now lives on the envelope (arca_entries.override_reason) for every
--   kind, moved from the diary's and the releases' values; a done entry that breaks an interval
--   without one is refused with every interval it breaks named (AR101 REI, AR102 PHI, AR103 IOBC,
--   the code of the first), the times in UTC in the message and as instants in the detail, from
--   which the app words the same sentences in the grower's time zone
--   (src/modules/arca/protection/holds.ts, holdsOfError). Planned entries are not held; marking one done is.
--
-- The lots' countdown (arca_lot_holds) is what would refuse a harvest of each growing lot now.

-- ---------------------------------------------------------------------------------------------
-- The override reason, once, on the envelope.
alter table public.arca_entries
  add column override_reason text
    constraint arca_entries_override_reason_length
    check (char_length(override_reason) between 5 and 500 and override_reason = btrim(override_reason));
grant insert (override_reason), update (override_reason) on public.arca_entries to authenticated;

-- Carried over before the triggers that would re-check or version the entries are replaced: the
-- framework's trigger treats a change of a column it does not know as a touch (no new version).
update public.arca_entries e set override_reason = v.override_reason
from public.arca_diary_values v where v.entry_id = e.id and v.override_reason is not null;
update public.arca_entries e set override_reason = v.override_reason
from public.arca_release_values v where v.entry_id = e.id and v.override_reason is not null;

drop trigger arca_diary_values_compliance on public.arca_diary_values;
drop trigger arca_release_values_compliance on public.arca_release_values;
drop trigger arca_entries_compliance on public.arca_entries;
drop function public.arca_diary_values_compliance();
drop function public.arca_release_values_compliance();
drop function public.arca_entries_compliance();
drop function public.arca_diary_compliance_check(uuid);
drop function public.arca_release_compliance_check(uuid);
drop function public.arca_room_hold_at(uuid, timestamptz, text);
drop function public.arca_harmful_application_at(uuid, text, timestamptz);

-- The records views read the reason from the envelope (same column, same place), then the values'
-- columns go.
create or replace view public.arca_diary_records with (security_invoker = true) as
select e.id, e.facility_id, e.room_id, e.lot_id, e.occurred_at, e.status, e.notes, e.photos, e.version,
  e.import_id, e.created_by, e.created_at, e.updated_by, e.updated_at,
  v.event, v.title, v.to_room_id, v.to_stage, v.plant_count, e.override_reason
from public.arca_entries e
join public.arca_diary_values v on v.entry_id = e.id
where e.kind = 'diary' and e.deleted_at is null;

create or replace view public.arca_release_records with (security_invoker = true) as
select e.id, e.facility_id, e.room_id, e.lot_id, e.occurred_at, e.status, e.notes, e.photos, e.version,
  e.import_id, e.created_by, e.created_at, e.updated_by, e.updated_at,
  v.species, v.quantity, v.quantity_unit, v.supplier, v.lot_number, v.method, e.override_reason
from public.arca_entries e
join public.arca_release_values v on v.entry_id = e.id
where e.kind = 'release' and e.deleted_at is null;

alter table public.arca_diary_values drop column override_reason;
alter table public.arca_release_values drop column override_reason;

-- The other records lists of kinds that walk into a room show the reason too (a new last column).
create or replace view public.arca_runoff_records with (security_invoker = true) as
select e.id, e.facility_id, e.room_id, e.lot_id, e.occurred_at, e.status, e.notes, e.photos, e.version,
  e.import_id, e.created_by, e.created_at, e.updated_by, e.updated_at,
  v.input_volume_l, v.runoff_volume_l, v.input_ec, v.runoff_ec, v.input_ph, v.runoff_ph,
  v.runoff_pct, v.ec_diff, v.ph_diff, e.override_reason
from public.arca_entries e
join public.arca_runoff_values v on v.entry_id = e.id
where e.kind = 'runoff' and e.deleted_at is null;

create or replace view public.arca_ppm_records with (security_invoker = true) as
select e.id, e.facility_id, e.room_id, e.lot_id, e.occurred_at, e.status, e.notes, e.photos, e.version,
  e.import_id, e.created_by, e.created_at, e.updated_by, e.updated_at,
  v.ec, v.entered_unit, v.ph, v.solution_temp_c, v.tank, e.override_reason
from public.arca_entries e
join public.arca_ppm_values v on v.entry_id = e.id
where e.kind = 'ppm' and e.deleted_at is null;

create or replace view public.arca_yield_records with (security_invoker = true) as
select e.id, e.facility_id, e.room_id, e.lot_id, e.occurred_at, e.status, e.notes, e.photos, e.version,
  e.import_id, e.created_by, e.created_at, e.updated_by, e.updated_at,
  v.wet_g, v.trim_g, v.waste_g, v.dry_g, v.dry_wet_pct, v.grade, e.override_reason
from public.arca_entries e
join public.arca_yield_values v on v.entry_id = e.id
where e.kind = 'yield' and e.deleted_at is null;

create or replace view public.arca_filter_records with (security_invoker = true) as
select e.id, e.facility_id, e.room_id, e.lot_id, e.occurred_at, e.status, e.notes, e.photos, e.version,
  e.import_id, e.created_by, e.created_at, e.updated_by, e.updated_at,
  v.filter_id, v.action, v.feed_tds, v.permeate_tds, v.pressure_in_bar, v.pressure_out_bar,
  v.permeate_flow_lpm, v.water_temp_c, v.rejection_pct, v.pressure_drop_bar, e.override_reason
from public.arca_entries e
join public.arca_filter_values v on v.entry_id = e.id
where e.kind = 'filter' and e.deleted_at is null;

create or replace view public.arca_quality_records with (security_invoker = true) as
select e.id, e.facility_id, e.room_id, e.lot_id, e.occurred_at, e.status, e.notes, e.photos, e.version,
  e.import_id, e.created_by, e.created_at, e.updated_by, e.updated_at,
  v.batch_code, v.appearance, v.aroma, v.moisture_pct, v.water_activity, v.moisture_max_pct, v.aw_max,
  v.thc_pct, v.thca_pct, v.cbd_pct, v.cbda_pct, v.terpenes_pct, v.total_thc_pct, v.total_cbd_pct,
  v.moisture_result, v.water_activity_result, v.result, e.override_reason
from public.arca_entries e
join public.arca_quality_values v on v.entry_id = e.id
where e.kind = 'quality' and e.deleted_at is null;

create or replace view public.arca_scouting_records with (security_invoker = true) as
select e.id, e.facility_id, e.room_id, e.lot_id, e.occurred_at, e.status, e.notes, e.photos, e.version,
  e.import_id, e.created_by, e.created_at, e.updated_by, e.updated_at,
  v.organism, v.organism_type, v.count, v.basis, v.location, e.override_reason
from public.arca_entries e
join public.arca_scouting_values v on v.entry_id = e.id
where e.kind = 'scouting' and e.deleted_at is null;

-- ---------------------------------------------------------------------------------------------
-- Which kinds mean someone walks into the room. An application is made by its handler under the
-- label's protection and starts the interval; a batch is mixed at the tanks; a feed runs through
-- the irrigation lines.
alter table public.arca_kinds add column enters_room boolean not null default false;
update public.arca_kinds set enters_room = true
where kind in ('diary', 'runoff', 'ppm', 'yield', 'filter', 'quality', 'release', 'scouting');

-- ---------------------------------------------------------------------------------------------
-- Where a lot was and what stage it was in at a moment: its start, then every done, not deleted
-- diary event of the lot up to that moment (one at the very moment counts), as arca_lots_derive
-- orders them; p_except leaves out the entry being written (a move is made from the room the lot
-- was in before it). Reads as the caller.
create function public.arca_lot_place_at(p_lot_id uuid, p_at timestamptz, p_except uuid default null)
returns table (room_id uuid, stage text)
language sql
stable
set search_path = ''
as $$
  with events as (
    select v.to_room_id, v.to_stage, e.occurred_at, e.created_at
    from public.arca_lots l
    join public.arca_entries e on e.facility_id = l.facility_id and e.lot_id = l.id
    join public.arca_diary_values v on v.entry_id = e.id
    where l.id = p_lot_id and e.kind = 'diary' and e.status = 'done' and e.deleted_at is null
      and e.occurred_at <= p_at and e.id is distinct from p_except
      and (v.to_room_id is not null or v.to_stage is not null)
  )
  select
    coalesce((select x.to_room_id from events x where x.to_room_id is not null
              order by x.occurred_at desc, x.created_at desc limit 1), l.start_room_id),
    coalesce((select x.to_stage from events x where x.to_stage is not null
              order by x.occurred_at desc, x.created_at desc limit 1), l.start_stage)
  from public.arca_lots l
  where l.id = p_lot_id
$$;
revoke execute on function public.arca_lot_place_at(uuid, timestamptz, uuid) from public, anon, authenticated;
grant execute on function public.arca_lot_place_at(uuid, timestamptz, uuid) to authenticated, service_role;

-- The windows of a facility's done applications that could still run at p_at (started at most a
-- year before it: no label's REI exceeds 720 h or its PHI 365 days), as arca_application_windows
-- computes them. Reads as the caller.
create function public.arca_windows_at(p_facility_id uuid, p_at timestamptz)
returns table (
  application_id uuid, room_id uuid, started_at timestamptz, rei_ends_at timestamptz,
  phi_ends_at timestamptz, products text)
language sql
stable
set search_path = ''
as $$
  select e.id, e.room_id, e.occurred_at,
    coalesce(v.ended_at, e.occurred_at) + max(i.rei_hours) * interval '1 hour',
    coalesce(v.ended_at, e.occurred_at) + max(i.phi_days) * interval '1 day',
    string_agg(p.name, ', ' order by i.position)
  from public.arca_entries e
  join public.arca_application_values v on v.entry_id = e.id
  join public.arca_application_items i on i.entry_id = e.id
  join public.arca_protection_products p on p.id = i.product_id
  where e.kind = 'application' and e.facility_id = p_facility_id and e.status = 'done' and e.deleted_at is null
    and e.occurred_at <= p_at and e.occurred_at > p_at - interval '372 days'
  group by e.id, v.ended_at
$$;
revoke execute on function public.arca_windows_at(uuid, timestamptz) from public, anon, authenticated;
grant execute on function public.arca_windows_at(uuid, timestamptz) to authenticated, service_role;

-- THE decision: the running intervals an entry of p_kind, in p_room_id or about p_lot_id, at p_at,
-- with p_values (the kind's values: a diary's event, to_room_id, to_stage; a release's species)
-- would break. One row per interval: 'rei' (nobody enters room_id until ends_at), 'phi' (the lot,
-- or nothing in room_id, may be harvested until ends_at) or 'iobc' (a release of species is safe in
-- room_id from ends_at). p_entry_id: the entry being written, left out of the lot's moves. Status
-- and override are the caller's business (arca_enforce_holds for the database, the forms before
-- saving). Reads as the caller: inside the triggers (SECURITY DEFINER) it sees every application,
-- called through the API it sees what the caller may read.
create function public.arca_entry_holds(
  p_kind text,
  p_room_id uuid,
  p_lot_id uuid,
  p_at timestamptz,
  p_values jsonb default '{}'::jsonb,
  p_entry_id uuid default null
)
returns table (
  hold text, room_id uuid, room_name text, lot_id uuid, lot_name text, application_id uuid,
  products text, applied_at timestamptz, ends_at timestamptz, species text, iobc_class smallint,
  persistence_weeks numeric)
language plpgsql
stable
set search_path = ''
as $$
#variable_conflict use_column
declare
  v_enters boolean;
  v_room uuid := p_room_id;
  v_stage text;
  v_facility uuid;
  v_lot_name text;
  v_room_type text;
  v_to_room uuid;
  v_to_type text;
  v_growing boolean;
  v_harvest boolean;
  v_species text := nullif(btrim(coalesce(p_values ->> 'species', '')), '');
begin
  select k.enters_room into v_enters from public.arca_kinds k where k.kind = p_kind;
  if v_enters is null or p_at is null then
    return;
  end if;
  if p_lot_id is not null then
    select l.facility_id, l.name into v_facility, v_lot_name from public.arca_lots l where l.id = p_lot_id;
    select coalesce(pl.room_id, p_room_id), pl.stage into v_room, v_stage
    from public.arca_lot_place_at(p_lot_id, p_at, p_entry_id) pl;
  end if;
  select r.facility_id, r.room_type into v_facility, v_room_type from public.rooms r where r.id = v_room;
  if v_facility is null then
    return;
  end if;
  if p_values ->> 'to_room_id' ~ '^[0-9a-fA-F-]{36}$' then
    v_to_room := (p_values ->> 'to_room_id')::uuid;
    select r.room_type into v_to_type from public.rooms r where r.id = v_to_room and r.facility_id = v_facility;
  end if;

  -- A harvest: the lot leaves growing (its stage and its room say it is still growing).
  v_growing := coalesce(v_stage, 'flower') in ('propagation', 'veg', 'flower')
    and coalesce(v_room_type, 'other') not in ('dry', 'cure', 'storage');
  v_harvest := case p_kind
    when 'yield' then v_growing
    when 'diary' then p_values ->> 'event' = 'harvest'
      or (v_growing and (p_values ->> 'to_stage' in ('drying', 'curing') or v_to_type in ('dry', 'cure')))
    else false
  end;

  -- The REI of the room it is made in, then of the room a move goes to.
  if v_enters then
    return query
      select 'rei'::text, w.room_id, r.room_name, null::uuid, null::text, w.application_id, w.products,
        w.started_at, w.rei_ends_at, null::text, null::smallint, null::numeric
      from public.arca_windows_at(v_facility, p_at) w join public.rooms r on r.id = w.room_id
      where w.room_id = v_room and p_at < w.rei_ends_at
      order by w.rei_ends_at desc limit 1;
    if p_kind = 'diary' and v_to_type is not null and v_to_room <> v_room then
      return query
        select 'rei'::text, w.room_id, r.room_name, null::uuid, null::text, w.application_id, w.products,
          w.started_at, w.rei_ends_at, null::text, null::smallint, null::numeric
        from public.arca_windows_at(v_facility, p_at) w join public.rooms r on r.id = w.room_id
        where w.room_id = v_to_room and p_at < w.rei_ends_at
        order by w.rei_ends_at desc limit 1;
    end if;
  end if;

  -- The PHI: of the room the lot is in, and of every room the lot was in when it was sprayed.
  if v_harvest then
    return query
      select 'phi'::text, w.room_id, r.room_name, p_lot_id, v_lot_name, w.application_id, w.products,
        w.started_at, w.phi_ends_at, null::text, null::smallint, null::numeric
      from public.arca_windows_at(v_facility, p_at) w join public.rooms r on r.id = w.room_id
      where p_at < w.phi_ends_at
        and (w.room_id = v_room
          or (p_lot_id is not null
              and w.room_id = (select pl.room_id from public.arca_lot_place_at(p_lot_id, w.started_at, p_entry_id) pl)))
      order by w.phi_ends_at desc limit 1;
  end if;

  -- A release against the persistence of a product harmful to the species (IOBC class 3 or 4).
  if p_kind = 'release' and v_species is not null then
    return query
      select 'iobc'::text, e.room_id, r.room_name, null::uuid, null::text, e.id, p.name, e.occurred_at,
        coalesce(v.ended_at, e.occurred_at) + se.persistence_weeks * interval '7 days',
        v_species, se.iobc_class, se.persistence_weeks
      from public.arca_entries e
      join public.arca_application_values v on v.entry_id = e.id
      join public.arca_application_items i on i.entry_id = e.id
      join public.arca_protection_products p on p.id = i.product_id
      join public.arca_side_effects se on se.product_id = i.product_id
      join public.rooms r on r.id = e.room_id
      where e.kind = 'application' and e.facility_id = v_facility and e.room_id = v_room
        and e.status = 'done' and e.deleted_at is null
        and e.occurred_at <= p_at and e.occurred_at > p_at - interval '53 weeks'
        and lower(regexp_replace(se.species, '\s+', ' ', 'g')) = lower(regexp_replace(v_species, '\s+', ' ', 'g'))
        and se.iobc_class >= 3
        and coalesce(v.ended_at, e.occurred_at) + se.persistence_weeks * interval '7 days' > p_at
      order by 9 desc limit 1;
  end if;
end
$$;
comment on function public.arca_entry_holds(text, uuid, uuid, timestamptz, jsonb, uuid) is
  'The running re-entry (rei), pre-harvest (phi) and beneficial-persistence (iobc) intervals an entry '
  'of a kind in a room or about a lot at a moment would break. Security invoker: the caller sees only '
  'what RLS lets them read; the records'' triggers ask it with every application in view.';
revoke execute on function public.arca_entry_holds(text, uuid, uuid, timestamptz, jsonb, uuid)
  from public, anon, authenticated;
grant execute on function public.arca_entry_holds(text, uuid, uuid, timestamptz, jsonb, uuid)
  to authenticated, service_role;

-- The sentence of one interval, in UTC (the app words the same sentence in the grower's zone).
create function public.arca_hold_sentence(
  p_hold text, p_room_name text, p_lot_name text, p_products text, p_applied_at timestamptz,
  p_ends_at timestamptz, p_species text, p_iobc_class smallint, p_persistence_weeks numeric)
returns text
language sql
immutable
set search_path = ''
as $$
  select case p_hold
    when 'rei' then format('Re-entry interval: nobody may enter %s until %s (REI, %s).',
      p_room_name, to_char(p_ends_at at time zone 'UTC', 'YYYY-MM-DD HH24:MI "UTC"'), p_products)
    when 'phi' then format('Pre-harvest interval: %s may not be harvested until %s (PHI, %s, applied in %s).',
      coalesce(p_lot_name, 'nothing in ' || p_room_name), to_char(p_ends_at at time zone 'UTC', 'YYYY-MM-DD HH24:MI "UTC"'),
      p_products, p_room_name)
    else format('%s was applied in %s on %s: IOBC class %s (%s harm) for %s, persistent %s week(s), so a release is safe from %s.',
      p_products, p_room_name, to_char(p_applied_at at time zone 'UTC', 'YYYY-MM-DD'), p_iobc_class,
      case p_iobc_class when 3 then '50-75 %' else 'over 75 %' end, p_species,
      trim_scale(p_persistence_weeks)::text, to_char(p_ends_at at time zone 'UTC', 'YYYY-MM-DD HH24:MI "UTC"'))
  end
$$;
revoke execute on function public.arca_hold_sentence(text, text, text, text, timestamptz, timestamptz, text, smallint, numeric)
  from public, anon, authenticated;
grant execute on function public.arca_hold_sentence(text, text, text, text, timestamptz, timestamptz, text, smallint, numeric)
  to authenticated, service_role;

-- Refuses a done, not deleted entry without an override reason that breaks a running interval,
-- naming every one. Called by the triggers below (SECURITY DEFINER), so it sees every application
-- of the facility whatever the caller may read; it runs only after the write passed RLS, so the
-- caller may log in that facility.
create function public.arca_enforce_holds(p_entry_id uuid) returns void
language plpgsql
set search_path = ''
as $$
declare
  v_entry public.arca_entries;
  h record;
  v_text text := '';
  v_holds jsonb := '[]'::jsonb;
  v_code text;
begin
  select * into v_entry from public.arca_entries where id = p_entry_id;
  if not found or v_entry.status <> 'done' or v_entry.deleted_at is not null
     or v_entry.override_reason is not null then
    return;
  end if;
  for h in
    select * from public.arca_entry_holds(v_entry.kind, v_entry.room_id, v_entry.lot_id, v_entry.occurred_at,
      coalesce(public.arca_entry_values(v_entry.id, v_entry.kind), '{}'::jsonb), v_entry.id)
  loop
    v_code := coalesce(v_code, case h.hold when 'rei' then 'AR101' when 'phi' then 'AR102' else 'AR103' end);
    v_text := v_text || public.arca_hold_sentence(h.hold, h.room_name, h.lot_name, h.products, h.applied_at,
      h.ends_at, h.species, h.iobc_class, h.persistence_weeks) || ' ';
    v_holds := v_holds || jsonb_strip_nulls(to_jsonb(h));
  end loop;
  if v_code is not null then
    raise exception '%State an override reason to save this entry.', v_text
      using errcode = v_code, detail = jsonb_build_object('holds', v_holds)::text;
  end if;
end
$$;
revoke execute on function public.arca_enforce_holds(uuid) from public, anon, authenticated;

-- After the values are written (arca_log_entry writes the envelope first, so a new entry is
-- checked here) and when they change what the decision reads (a diary's event, destination or
-- stage; a release's species).
create function public.arca_values_holds() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_new jsonb := to_jsonb(new);
  v_old jsonb;
begin
  if tg_op = 'UPDATE' then
    v_old := to_jsonb(old);
    if (v_new -> 'event', v_new -> 'to_room_id', v_new -> 'to_stage', v_new -> 'species')
       is not distinct from (v_old -> 'event', v_old -> 'to_room_id', v_old -> 'to_stage', v_old -> 'species') then
      return null;
    end if;
  end if;
  perform public.arca_enforce_holds(new.entry_id);
  return null;
end
$$;
revoke execute on function public.arca_values_holds() from public, anon, authenticated;

create trigger arca_diary_values_holds after insert or update on public.arca_diary_values
  for each row execute function public.arca_values_holds();
create trigger arca_runoff_values_holds after insert or update on public.arca_runoff_values
  for each row execute function public.arca_values_holds();
create trigger arca_ppm_values_holds after insert or update on public.arca_ppm_values
  for each row execute function public.arca_values_holds();
create trigger arca_yield_values_holds after insert or update on public.arca_yield_values
  for each row execute function public.arca_values_holds();
create trigger arca_filter_values_holds after insert or update on public.arca_filter_values
  for each row execute function public.arca_values_holds();
create trigger arca_quality_values_holds after insert or update on public.arca_quality_values
  for each row execute function public.arca_values_holds();
create trigger arca_release_values_holds after insert or update on public.arca_release_values
  for each row execute function public.arca_values_holds();
create trigger arca_scouting_values_holds after insert or update on public.arca_scouting_values
  for each row execute function public.arca_values_holds();

-- Moving an entry in place or time, marking it done, restoring it or taking its reason away
-- applies the rule again.
create function public.arca_entries_holds() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if (new.room_id, new.lot_id, new.occurred_at, new.status, new.deleted_at is null, new.override_reason)
     is not distinct from (old.room_id, old.lot_id, old.occurred_at, old.status, old.deleted_at is null, old.override_reason) then
    return null;
  end if;
  perform public.arca_enforce_holds(new.id);
  return null;
end
$$;
revoke execute on function public.arca_entries_holds() from public, anon, authenticated;
create trigger arca_entries_holds
  after update on public.arca_entries
  for each row when (new.deleted_at is null and new.status = 'done')
  execute function public.arca_entries_holds();

-- ---------------------------------------------------------------------------------------------
-- The envelope's own rules: a done entry is not ahead of now (the clock skew of
-- public.happened_by_now, as every other "happened" time), an entry about a lot is in the lot's
-- room, and the override reason is part of the entry (its history, its version).
create or replace function public.arca_record_version(p_entry public.arca_entries, p_values jsonb, p_action text)
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
      'override_reason', p_entry.override_reason,
      'values', coalesce(p_values, '{}'::jsonb))
  )
  on conflict (entry_id, tx) do nothing
  returning id into v_id;
  return v_id is not null;
end
$$;

create or replace function public.arca_entries_before_write() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid uuid := (select auth.uid());
  v_action text;
  v_lot_room uuid;
  v_names record;
begin
  if new.status = 'done' and not public.happened_by_now(new.occurred_at)
     and (tg_op = 'INSERT' or new.occurred_at is distinct from old.occurred_at or new.status <> old.status) then
    raise exception 'A finished entry cannot be in the future. Mark it as planned or change its time.'
      using errcode = 'AR001';
  end if;

  -- The room comes from the lot. Only for a lot of the entry's facility and a caller who may log
  -- there (a seed or the service role has no caller): anyone else is refused by the foreign key or
  -- RLS, and must not learn where another facility's lot is.
  if new.lot_id is not null
     and (tg_op = 'INSERT' or (new.room_id, new.lot_id, new.occurred_at) is distinct from (old.room_id, old.lot_id, old.occurred_at))
     and exists (select 1 from public.arca_lots l where l.id = new.lot_id and l.facility_id = new.facility_id)
     and (v_uid is null or public.facility_access(new.facility_id, case tg_op when 'INSERT' then 'log' else 'edit' end,
                                                   public.arca_kind_tier(new.kind))) then
    select p.room_id into v_lot_room from public.arca_lot_place_at(new.lot_id, new.occurred_at, new.id) p;
    if v_lot_room is not null and new.room_id is null then
      new.room_id := v_lot_room;
    elsif v_lot_room is not null and new.room_id <> v_lot_room then
      select l.name as lot, lr.room_name as lot_room, r.room_name as room into v_names
      from public.arca_lots l, public.rooms lr, public.rooms r
      where l.id = new.lot_id and lr.id = v_lot_room and r.id = new.room_id;
      raise exception '% was in % at that time, not in %: an entry about a lot is made in the lot''s room. Choose %, or log the lot''s move first.',
        v_names.lot, v_names.lot_room, coalesce(v_names.room, 'that room'), v_names.lot_room
        using errcode = 'AR109',
          detail = jsonb_build_object('lot_id', new.lot_id, 'room_id', v_lot_room)::text;
    end if;
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
  if (new.room_id, new.lot_id, new.occurred_at, new.status, new.notes, new.photos, new.override_reason)
     is not distinct from (old.room_id, old.lot_id, old.occurred_at, old.status, old.notes, old.photos, old.override_reason)
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

-- ---------------------------------------------------------------------------------------------
-- Saving: the reason is an envelope field ({..., override_reason, values}). A reason sent among the
-- values, as the diary and the releases did before (an entry queued on a device then), is taken
-- as the envelope's.
create or replace function public.arca_log_entry(p_entry jsonb) returns uuid
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
  insert into public.arca_entries (id, facility_id, room_id, lot_id, kind, occurred_at, status, notes, photos,
    import_id, override_reason)
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
    (p_entry ->> 'import_id')::uuid,
    nullif(btrim(coalesce(p_entry ->> 'override_reason', p_entry -> 'values' ->> 'override_reason')), '')
  )
  on conflict (id) do nothing
  returning id into v_saved;
  if v_saved is null then
    if exists (select 1 from public.arca_entries where id = v_id and kind = v_kind) then
      return v_id;
    end if;
    raise exception 'An entry with this id already exists.' using errcode = '23505';
  end if;
  perform public.arca_write_values(v_kind, v_id,
    coalesce(p_entry -> 'values', '{}'::jsonb) - 'override_reason', true);
  return v_id;
end
$$;

create or replace function public.arca_update_entry(p_id uuid, p_version integer, p_changes jsonb) returns integer
language plpgsql
set search_path = ''
as $$
declare
  v_entry public.arca_entries;
  v_count integer;
  v_reason boolean := p_changes ? 'override_reason' or coalesce(p_changes -> 'values' ? 'override_reason', false);
begin
  select * into v_entry from public.arca_entries where id = p_id and deleted_at is null;
  if not found then
    raise exception 'The entry was not found. It may have been deleted.' using errcode = 'PT404';
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
      then coalesce(array(select jsonb_array_elements_text(p_changes -> 'photos')), '{}') else e.photos end,
    override_reason = case when v_reason
      then nullif(btrim(coalesce(p_changes ->> 'override_reason', p_changes -> 'values' ->> 'override_reason')), '')
      else e.override_reason end
  -- The version guard is re-checked on the locked row, so two saves of one version cannot both win.
  where e.id = p_id and e.version = p_version;
  get diagnostics v_count = row_count;
  if v_count = 0 then
    raise exception 'This entry was changed by someone else since you opened it. Reload it to see the latest version.'
      using errcode = 'AR002';
  end if;
  if p_changes ? 'values' then
    perform public.arca_write_values(v_entry.kind, p_id, (p_changes -> 'values') - 'override_reason', false);
  end if;
  return (select version from public.arca_entries where id = p_id);
end
$$;

-- ---------------------------------------------------------------------------------------------
-- Every growing lot's countdown: what would refuse its harvest now (the REI of the room it is in,
-- and its PHI wherever it was sprayed). Reads as the caller.
create view public.arca_lot_holds with (security_invoker = true) as
select l.facility_id, l.id as lot_id, l.name as lot_name, h.hold, h.room_id, h.room_name, h.application_id,
  h.products, h.applied_at, h.ends_at
from public.arca_lots l
cross join lateral public.arca_entry_holds('yield', null, l.id, now()) h
where l.current_stage in ('propagation', 'veg', 'flower');
revoke all on public.arca_lot_holds from anon, authenticated;
grant select on public.arca_lot_holds to authenticated, service_role;

-- The rooms' countdown names its room and when the application that set each interval was made,
-- for the countdown's details (new last columns).
create or replace view public.arca_room_holds with (security_invoker = true) as
select w.facility_id, w.room_id,
  max(w.rei_ends_at) filter (where w.rei_ends_at > now()) as rei_ends_at,
  (array_agg(w.entry_id order by w.rei_ends_at desc) filter (where w.rei_ends_at > now()))[1] as rei_entry_id,
  (array_agg(w.products order by w.rei_ends_at desc) filter (where w.rei_ends_at > now()))[1] as rei_products,
  max(w.phi_ends_at) filter (where w.phi_ends_at > now()) as phi_ends_at,
  (array_agg(w.entry_id order by w.phi_ends_at desc) filter (where w.phi_ends_at > now()))[1] as phi_entry_id,
  (array_agg(w.products order by w.phi_ends_at desc) filter (where w.phi_ends_at > now()))[1] as phi_products,
  (select r.room_name from public.rooms r where r.id = w.room_id) as room_name,
  (array_agg(w.started_at order by w.rei_ends_at desc) filter (where w.rei_ends_at > now()))[1] as rei_applied_at,
  (array_agg(w.started_at order by w.phi_ends_at desc) filter (where w.phi_ends_at > now()))[1] as phi_applied_at
from public.arca_application_windows w
where w.started_at <= now() and (w.rei_ends_at > now() or w.phi_ends_at > now())
group by w.facility_id, w.room_id;
