-- The operations view: an admin sees each back-office job (pg_cron's cron.job, scheduled by the
-- migrations as postgres), its last run with duration, result and message, its recent failures with
-- their error, and may run it now.
--
--   back_office_jobs()               every job with its last run (by the schedule or by hand) and
--                                    its failures of the last 7 days. Admins only.
--   back_office_job_failures(name)   the job's last 20 failed runs with their error. Admins only.
--   back_office_run_job(name)        runs the job's own command now, as its schedule would (as
--                                    postgres, the owner of this function), and records the run in
--                                    back_office_manual_runs. Admins only. The command is read from
--                                    cron.job, which only postgres and the superuser can write (through
--                                    the migrations), so an admin can start a job but never choose
--                                    what runs. A job already being run by hand is refused (409) rather
--                                    than started twice; the jobs themselves also serialise with their
--                                    scheduled runs (the alert tick holds an advisory lock).
--
-- Why a table of our own for runs by hand: pg_cron's cron.job_run_details is written by its
-- background worker; on hosted, postgres may not use pg_cron's run-id sequence, and a row there
-- would pretend the worker ran it.

create table public.back_office_manual_runs (
  id bigint generated always as identity primary key,
  jobname text not null check (char_length(jobname) between 1 and 200),
  run_by uuid references public.profiles (id) on delete set null,
  status text not null check (status in ('succeeded', 'failed')),
  return_message text not null default '' check (char_length(return_message) <= 2000),
  start_time timestamptz not null,
  end_time timestamptz not null
);
create index back_office_manual_runs_job_idx on public.back_office_manual_runs (jobname, start_time desc);

-- Read and written only through the functions below.
alter table public.back_office_manual_runs enable row level security;
revoke all on table public.back_office_manual_runs from public, anon, authenticated, service_role;
grant select on table public.back_office_manual_runs to service_role;
revoke all on sequence public.back_office_manual_runs_id_seq from anon, authenticated;

create function public.back_office_require_admin()
returns void
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if (select auth.uid()) is null or not public.is_admin() then
    raise exception 'Only administrators can see and run the back-office jobs.' using errcode = '42501';
  end if;
end
$$;
revoke execute on function public.back_office_require_admin() from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------
create function public.back_office_jobs()
returns table (
  jobname text, schedule text, active boolean,
  last_source text, last_status text, last_start timestamptz, last_end timestamptz, last_message text,
  failures_7d integer
)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform public.back_office_require_admin();
  return query
  with runs as (
    select d.jobid, j.jobname, 'schedule'::text as source, d.status, d.start_time, d.end_time, d.return_message
    from cron.job_run_details d join cron.job j on j.jobid = d.jobid
    where d.start_time > now() - interval '7 days'
    union all
    select null, m.jobname, 'admin', m.status, m.start_time, m.end_time, m.return_message
    from public.back_office_manual_runs m
    where m.start_time > now() - interval '7 days'
  )
  select j.jobname, j.schedule, j.active,
    l.source, l.status, l.start_time, l.end_time, l.return_message,
    (select count(*)::integer from runs r where r.jobname = j.jobname and r.status = 'failed')
  from cron.job j
  left join lateral (
    select r.* from runs r where r.jobname = j.jobname order by r.start_time desc nulls last limit 1
  ) l on true
  where j.username = 'postgres' and j.jobname is not null
  order by j.jobname;
end
$$;
revoke execute on function public.back_office_jobs() from public, anon, authenticated;
grant execute on function public.back_office_jobs() to authenticated;

-- ---------------------------------------------------------------------------------------------
create function public.back_office_job_failures(p_jobname text)
returns table (source text, start_time timestamptz, end_time timestamptz, return_message text)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform public.back_office_require_admin();
  return query
  select f.* from (
    select 'schedule'::text, d.start_time, d.end_time, d.return_message
    from cron.job_run_details d join cron.job j on j.jobid = d.jobid
    where j.jobname = p_jobname and j.username = 'postgres' and d.status = 'failed'
    union all
    select 'admin', m.start_time, m.end_time, m.return_message
    from public.back_office_manual_runs m
    where m.jobname = p_jobname and m.status = 'failed'
  ) f
  order by f.start_time desc nulls last
  limit 20;
end
$$;
revoke execute on function public.back_office_job_failures(text) from public, anon, authenticated;
grant execute on function public.back_office_job_failures(text) to authenticated;

-- ---------------------------------------------------------------------------------------------
create function public.back_office_run_job(p_jobname text)
returns public.back_office_manual_runs
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_command text;
  v_start timestamptz := clock_timestamp();
  v_status text := 'succeeded';
  v_message text := '';
  v_row public.back_office_manual_runs;
begin
  perform public.back_office_require_admin();
  select j.command into v_command
  from cron.job j where j.jobname = p_jobname and j.username = 'postgres';
  if v_command is null then
    raise exception 'There is no job called %.', coalesce(p_jobname, '(none)') using errcode = 'PT404';
  end if;
  if not pg_catalog.pg_try_advisory_xact_lock(pg_catalog.hashtext('back_office_run_job:' || p_jobname)) then
    raise exception 'The job % is already running by hand; wait for it to finish.', p_jobname using errcode = 'PT409';
  end if;

  begin
    execute v_command;
  exception when others then
    get stacked diagnostics v_message = message_text;
    v_status := 'failed';
  end;

  insert into public.back_office_manual_runs (jobname, run_by, status, return_message, start_time, end_time)
  values (p_jobname, (select auth.uid()), v_status, left(v_message, 2000), v_start, clock_timestamp())
  returning * into v_row;
  return v_row;
end
$$;
revoke execute on function public.back_office_run_job(text) from public, anon, authenticated;
grant execute on function public.back_office_run_job(text) to authenticated;
