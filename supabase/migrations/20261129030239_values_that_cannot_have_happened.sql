-- Values that cannot have happened are refused, whoever sends them: more runoff drained than was
-- applied in one irrigation, and dates of things that already happened set in the future (a stock
-- purchase, a fertilizer's purchase date, a cultivar's acquisition, a cross's pollination, a lab
-- test, a seed lot's production, a germination test, a sensor reading). The forms refuse the same
-- values with the same words (src/lib/happened.ts, src/modules/arca/records/errors.ts).
--
-- Happened versus planned: these columns record what happened, so they may not be ahead of now.
-- What is planned keeps its own columns and may lie ahead: an Arca entry marked 'planned' (a done
-- one may not, AR001), Atlas due dates and cycle phases, irrigation plans, expiry dates.
--
-- Clock skew: a device's clock runs a little fast, and a time typed to the minute is rounded, so
-- "now" allows 15 minutes (public.happened_by_now). A date has no time zone: the grower's today is
-- at most today in UTC+14, the first time zone to start a day (public.happened_by_today), so a
-- grower in Auckland may enter today's date while it is still yesterday in UTC.
--
-- The CHECKs are NOT VALID: a hosted project that already stored such a value still applies this
-- migration; every new row and every edit is checked. The rows the demo seed writes are valid.

create function public.happened_by_now(p_at timestamptz) returns boolean
language sql
stable
set search_path = ''
as $$
  select p_at <= now() + interval '15 minutes'
$$;
comment on function public.happened_by_now(timestamptz) is
  'Whether an instant that records something that happened is not ahead of now, allowing 15 minutes '
  'of clock skew. Null passes (an unknown time is not a future one).';
revoke execute on function public.happened_by_now(timestamptz) from public, anon, authenticated;
grant execute on function public.happened_by_now(timestamptz) to authenticated, service_role;

create function public.happened_by_today(p_day date) returns boolean
language sql
stable
set search_path = ''
as $$
  select p_day <= (now() at time zone 'UTC' + interval '14 hours')::date
$$;
comment on function public.happened_by_today(date) is
  'Whether a day that records something that happened is not after today in UTC+14 (the first time '
  'zone to start a day), so today is valid for every grower. Null passes.';
revoke execute on function public.happened_by_today(date) from public, anon, authenticated;
grant execute on function public.happened_by_today(date) to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- Runoff: the drain of one irrigation is part of what was applied.
alter table public.arca_runoff_values
  add constraint arca_runoff_within_input check (runoff_volume_l <= input_volume_l) not valid;

-- ---------------------------------------------------------------------------------------------
-- Dates of things that happened.
alter table public.arca_stock_movements
  add constraint arca_stock_not_in_future check (public.happened_by_now(occurred_at)) not valid;

alter table public.arca_fertilizers
  add constraint arca_fertilizers_purchase_not_in_future check (public.happened_by_today(purchase_date)) not valid;

alter table public.animus_cultivars
  add constraint animus_cultivars_acquired_not_in_future check (public.happened_by_today(acquisition_date)) not valid;

alter table public.animus_crosses
  add constraint animus_crosses_pollinated_not_in_future check (public.happened_by_today(pollination_date)) not valid;

alter table public.animus_lab_results
  add constraint animus_lab_results_tested_not_in_future check (public.happened_by_today(tested_on)) not valid;

alter table public.animus_seed_lots
  add constraint animus_seed_lots_produced_not_in_future check (public.happened_by_today(produced_on)) not valid;

alter table public.animus_germination_tests
  add constraint animus_germination_tested_not_in_future check (public.happened_by_today(tested_on)) not valid;

-- A sensor reading was at most a day ahead; now it is at most the clock skew ahead.
alter table public.prometheus_readings drop constraint prometheus_readings_at_range;
alter table public.prometheus_readings
  add constraint prometheus_readings_at_range check (at >= '2000-01-01 00:00:00+00');
alter table public.prometheus_readings
  add constraint prometheus_readings_not_in_future check (public.happened_by_now(at)) not valid;
