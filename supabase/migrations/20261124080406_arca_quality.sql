-- Arca Quality log (issue 15), a kind on the records framework (20261123212750): one entry is one
-- post-harvest batch checked, with its appearance and aroma judged pass or fail, its moisture %
-- and water activity against the batch's thresholds (defaults: fails above 15 % or 0.65 aw, as the
-- cure guides and most state rules use; editable per batch), its lab potency and total terpenes.
-- Total THC = Δ9-THC + 0.877 × THCA (and the same for CBD), the verdict per criterion and the
-- batch's overall result are generated columns, so the records list sorts and exports them; the
-- same formulas are in src/modules/arca/records/quality.ts for the form's live figures.

create domain public.arca_water_activity as numeric
  constraint arca_water_activity_range check (value >= 0 and value <= 1);

create table public.arca_quality_values (
  entry_id uuid primary key references public.arca_entries (id) on delete cascade,
  batch_code text not null check (char_length(batch_code) between 1 and 60 and batch_code = btrim(batch_code)),
  appearance text check (appearance in ('pass', 'fail')),
  aroma text check (aroma in ('pass', 'fail')),
  moisture_pct public.arca_percent,
  water_activity public.arca_water_activity,
  moisture_max_pct public.arca_percent not null default 15,
  aw_max public.arca_water_activity not null default 0.65,
  thc_pct public.arca_percent,
  thca_pct public.arca_percent,
  cbd_pct public.arca_percent,
  cbda_pct public.arca_percent,
  terpenes_pct public.arca_percent,
  total_thc_pct numeric generated always as (
    case when coalesce(thc_pct, thca_pct) is not null
      then round(coalesce(thc_pct, 0) + 0.877 * coalesce(thca_pct, 0), 2) end) stored,
  total_cbd_pct numeric generated always as (
    case when coalesce(cbd_pct, cbda_pct) is not null
      then round(coalesce(cbd_pct, 0) + 0.877 * coalesce(cbda_pct, 0), 2) end) stored,
  moisture_result text generated always as (
    case when moisture_pct is null then null when moisture_pct > moisture_max_pct then 'fail' else 'pass' end) stored,
  water_activity_result text generated always as (
    case when water_activity is null then null when water_activity > aw_max then 'fail' else 'pass' end) stored,
  -- Fail when any criterion fails; pass when every judged one passes; nothing judged, no result.
  result text generated always as (
    case
      when appearance = 'fail' or aroma = 'fail' or moisture_pct > moisture_max_pct
        or water_activity > aw_max then 'fail'
      when coalesce(appearance, aroma, moisture_pct::text, water_activity::text) is null then null
      else 'pass'
    end) stored,
  -- A threshold of 0 would fail every batch: a mistyped threshold.
  constraint arca_quality_moisture_max_positive check (moisture_max_pct > 0),
  constraint arca_quality_aw_max_positive check (aw_max > 0),
  -- A lab report's cannabinoids and terpenes are shares of one sample.
  constraint arca_quality_potency_within_sample check (
    coalesce(thc_pct, 0) + coalesce(thca_pct, 0) + coalesce(cbd_pct, 0) + coalesce(cbda_pct, 0)
      + coalesce(terpenes_pct, 0) <= 100)
);

alter table public.arca_quality_values enable row level security;
revoke all on table public.arca_quality_values from anon, authenticated;
grant select on public.arca_quality_values to authenticated;
grant insert (entry_id, batch_code, appearance, aroma, moisture_pct, water_activity, moisture_max_pct,
  aw_max, thc_pct, thca_pct, cbd_pct, cbda_pct, terpenes_pct) on public.arca_quality_values to authenticated;
grant update (batch_code, appearance, aroma, moisture_pct, water_activity, moisture_max_pct, aw_max,
  thc_pct, thca_pct, cbd_pct, cbda_pct, terpenes_pct) on public.arca_quality_values to authenticated;
grant select, insert, update, delete on public.arca_quality_values to service_role;

create policy "Facility teams read quality values"
  on public.arca_quality_values for select to authenticated
  using (public.arca_entry_access(entry_id, 'quality', 'read'));
create policy "Facility teams log quality values"
  on public.arca_quality_values for insert to authenticated
  with check (public.arca_entry_access(entry_id, 'quality', 'log'));
create policy "Facility teams edit quality values"
  on public.arca_quality_values for update to authenticated
  using (public.arca_entry_access(entry_id, 'quality', 'edit'))
  with check (public.arca_entry_access(entry_id, 'quality', 'edit'));

create trigger arca_quality_values_after_update
  after update on public.arca_quality_values
  for each row execute function public.arca_values_after_update();

insert into public.arca_kinds (kind, tool_id, values_table)
values ('quality', 'arca-quality', 'public.arca_quality_values');

create view public.arca_quality_records with (security_invoker = true) as
select e.id, e.facility_id, e.room_id, e.lot_id, e.occurred_at, e.status, e.notes, e.photos, e.version,
  e.import_id, e.created_by, e.created_at, e.updated_by, e.updated_at,
  v.batch_code, v.appearance, v.aroma, v.moisture_pct, v.water_activity, v.moisture_max_pct, v.aw_max,
  v.thc_pct, v.thca_pct, v.cbd_pct, v.cbda_pct, v.terpenes_pct, v.total_thc_pct, v.total_cbd_pct,
  v.moisture_result, v.water_activity_result, v.result
from public.arca_entries e
join public.arca_quality_values v on v.entry_id = e.id
where e.kind = 'quality' and e.deleted_at is null;
revoke all on public.arca_quality_records from anon, authenticated;
grant select on public.arca_quality_records to authenticated, service_role;
