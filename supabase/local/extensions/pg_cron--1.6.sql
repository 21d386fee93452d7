-- The local stack's pg_cron: the SQL API of pg_cron 1.6 as a hosted Supabase project has it, so
-- `create extension pg_cron with schema pg_catalog` and every cron.* call in a migration behave
-- the same on both. Hosted's C functions are plpgsql here; the background worker is the stack's
-- runner (supabase/local/services/cron/runner.ts), which reads cron.job and writes
-- cron.job_run_details exactly as the worker does. The schedule grammar is parsed once, below,
-- for cron.schedule's check and for the runner.

do $check$
begin
  -- pg_cron runs jobs from one database only (cron.database_name, 'postgres' on hosted).
  if pg_catalog.current_database() <> 'postgres' then
    raise exception 'can only create extension in database postgres'
      using detail = 'Jobs must be scheduled from the database configured in cron.database_name, since the pg_cron background worker reads job descriptions from this database.',
            hint = pg_catalog.format('Add cron.database_name = ''%s'' in postgresql.conf to use the current database.', pg_catalog.current_database());
  end if;
end
$check$;

create schema cron;

create sequence cron.jobid_seq;
create table cron.job (
  jobid bigint primary key default pg_catalog.nextval('cron.jobid_seq'),
  schedule text not null,
  command text not null,
  nodename text not null default 'localhost',
  nodeport int not null default pg_catalog.inet_server_port(),
  database text not null default pg_catalog.current_database(),
  username text not null default current_user,
  active boolean not null default true,
  jobname text
);
create unique index jobname_username_idx on cron.job (jobname, username);
alter table cron.job add constraint jobname_username_uniq unique using index jobname_username_idx;
alter table cron.job enable row level security;
create policy cron_job_policy on cron.job using (username operator(pg_catalog.=) current_user);
grant select on cron.job to public;

create sequence cron.runid_seq;
create table cron.job_run_details (
  jobid bigint,
  runid bigint primary key default pg_catalog.nextval('cron.runid_seq'),
  job_pid integer,
  database text,
  username text,
  command text,
  status text,
  return_message text,
  start_time timestamptz,
  end_time timestamptz
);
alter table cron.job_run_details enable row level security;
create policy cron_job_run_details_policy on cron.job_run_details
  using (username operator(pg_catalog.=) current_user);
grant select, delete on cron.job_run_details to public;
grant select on sequence cron.jobid_seq, cron.runid_seq to public;

-- pg_cron's worker caches the jobs and this trigger tells it to reload them; the stack's runner
-- reads cron.job every second, so the trigger has nothing to do but keeps the same catalogue.
create function cron.job_cache_invalidate() returns trigger language plpgsql as $fn$
begin
  return null;
end
$fn$;
comment on function cron.job_cache_invalidate() is 'invalidate job cache';
create trigger cron_job_cache_invalidate after insert or update or delete or truncate on cron.job
  for each statement execute procedure cron.job_cache_invalidate();

select pg_catalog.pg_extension_config_dump('cron.job', '');
select pg_catalog.pg_extension_config_dump('cron.jobid_seq', '');
select pg_catalog.pg_extension_config_dump('cron.job_run_details', '');
select pg_catalog.pg_extension_config_dump('cron.runid_seq', '');

-- One field of a five-field schedule (a comma list of `*`, `n`, `a-b`, each with an optional
-- `/step`; names where the field has them), read the way Vixie cron reads it: parsing stops at the
-- first character that cannot continue the list and the rest of the field is ignored, a single
-- number takes no step, and anything out of [low, high] makes the whole schedule invalid. The
-- allowed values, or null when invalid.
create function cron._parse_schedule_field(field text, low int, high int, names text[])
returns int[] language plpgsql immutable set search_path = '' as $fn$
declare
  bits int[] := '{}';
  pos int := 1;
  word text;
  num1 int;
  num2 int;
  step int;
  idx int;
begin
  loop
    if substr(field, pos, 1) = '*' then
      num1 := low;
      num2 := high;
      pos := pos + 1;
    else
      word := substring(substr(field, pos) from '^[A-Za-z0-9]+');
      if word is null then
        return null;
      end if;
      pos := pos + length(word);
      idx := array_position((select array_agg(lower(n)) from unnest(names) n), lower(word));
      if idx is not null then
        num1 := idx - 1 + low;
      elsif word ~ '^[0-9]+$' then
        -- Past four digits every number is out of range anyway (atoi would overflow).
        num1 := case when length(ltrim(word, '0')) > 4 then 99999 else word::int end;
      else
        return null;
      end if;
      if substr(field, pos, 1) <> '-' then
        if substr(field, pos, 1) = '/' or num1 < low or num1 > high then
          return null;
        end if;
        bits := bits || num1;
        if substr(field, pos, 1) = ',' then
          pos := pos + 1;
          continue;
        end if;
        return bits;
      end if;
      pos := pos + 1;
      word := substring(substr(field, pos) from '^[A-Za-z0-9]+');
      if word is null then
        return null;
      end if;
      pos := pos + length(word);
      idx := array_position((select array_agg(lower(n)) from unnest(names) n), lower(word));
      if idx is not null then
        num2 := idx - 1 + low;
      elsif word ~ '^[0-9]+$' then
        num2 := case when length(ltrim(word, '0')) > 4 then 99999 else word::int end;
      else
        return null;
      end if;
    end if;
    step := 1;
    if substr(field, pos, 1) = '/' then
      pos := pos + 1;
      word := substring(substr(field, pos) from '^[A-Za-z0-9]+');
      if word is null or word !~ '^[0-9]+$' then
        return null;
      end if;
      pos := pos + length(word);
      step := case when length(ltrim(word, '0')) > 4 then 99999 else word::int end;
      if step <= 0 then
        return null;
      end if;
    end if;
    if num1 < low or num1 > high or num2 < low or num2 > high or step > high then
      return null;
    end if;
    bits := bits || array(select generate_series(num1, num2, step));
    if substr(field, pos, 1) <> ',' then
      return bits;
    end if;
    pos := pos + 1;
  end loop;
end
$fn$;

-- A schedule as pg_cron understands it: five fields (minute, hour, day of month or `$` for the
-- last day, month, day of week; names such as jan or mon; anything after the fifth field is
-- ignored, as a crontab line's command is), an @keyword, or '[1-59] seconds'. Null when pg_cron
-- would refuse it.
create function cron._parse_schedule(schedule text)
returns jsonb language plpgsql immutable set search_path = '' as $fn$
declare
  rest text := schedule;
  tokens text[] := '{}';
  token text;
  keyword text;
  all_dow int[] := array[0, 1, 2, 3, 4, 5, 6, 7];
  minute int[];
  hour int[];
  dom int[];
  month int[];
  dow int[];
  dom_last boolean := false;
  m text[];
  seconds numeric;
begin
  if schedule is null then
    return null;
  end if;
  if length(schedule) < 1000 then
    -- Blank and comment lines before the first useful one are skipped, as in a crontab.
    rest := regexp_replace(rest, '^([ \t]*(#[^\n]*)?\n)*[ \t]*', '');
    if left(rest, 1) = '@' then
      keyword := substring(rest from '^@([^ \t\n]*)');
      case keyword
        when 'reboot', 'restart' then
          return jsonb_build_object('reboot', true);
        when 'yearly', 'annually' then
          -- Vixie cron sets month 0 here, outside 1-12, so the month set stays empty and the job
          -- never fires; pg_cron inherits that, and so does this twin.
          return jsonb_build_object('minute', array[0], 'hour', array[0], 'dom', array[1],
            'month', array[]::int[], 'dow', all_dow, 'dow_star', true);
        when 'monthly' then
          return jsonb_build_object('minute', array[0], 'hour', array[0], 'dom', array[1],
            'month', array(select generate_series(1, 12)), 'dow', all_dow, 'dow_star', true);
        when 'weekly' then
          return jsonb_build_object('minute', array[0], 'hour', array[0],
            'dom', array(select generate_series(1, 31)), 'month', array(select generate_series(1, 12)),
            'dow', array[0, 7], 'dow_star', true);
        when 'daily', 'midnight' then
          return jsonb_build_object('minute', array[0], 'hour', array[0],
            'dom', array(select generate_series(1, 31)), 'month', array(select generate_series(1, 12)),
            'dow', all_dow);
        when 'hourly' then
          return jsonb_build_object('minute', array[0], 'hour', array(select generate_series(0, 23)),
            'dom', array(select generate_series(1, 31)), 'month', array(select generate_series(1, 12)),
            'dow', all_dow, 'hr_star', true);
        else
          null;
      end case;
    else
      -- Five fields, each ending at a blank; a newline ends the line, so a field after it is missing.
      for i in 1..5 loop
        token := substring(rest from '^[^ \t\n]*');
        if token = '' then
          exit;
        end if;
        rest := substr(rest, length(token) + 1);
        -- `$` (the last day of the month) stands alone and must be followed by a blank.
        if i = 3 and left(token, 1) = '$' and not (token = '$' and rest ~ '^[ \t]') then
          token := '';
          exit;
        end if;
        tokens := tokens || token;
        rest := ltrim(rest, E' \t');
      end loop;
      if cardinality(tokens) = 5 then
        minute := cron._parse_schedule_field(tokens[1], 0, 59, null);
        hour := cron._parse_schedule_field(tokens[2], 0, 23, null);
        if tokens[3] = '$' then
          dom := '{}';
          dom_last := true;
        else
          dom := cron._parse_schedule_field(tokens[3], 1, 31, null);
        end if;
        month := cron._parse_schedule_field(tokens[4], 1, 12,
          array['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec']);
        dow := cron._parse_schedule_field(tokens[5], 0, 7,
          array['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun']);
        if minute is not null and hour is not null and dom is not null and month is not null
          and dow is not null then
          -- Sunday is both 0 and 7.
          if 0 = any (dow) or 7 = any (dow) then
            dow := dow || array[0, 7];
          end if;
          return jsonb_build_object('minute', minute, 'hour', hour, 'dom', dom, 'month', month,
            'dow', dow, 'dom_last', dom_last, 'min_star', left(tokens[1], 1) = '*',
            'hr_star', left(tokens[2], 1) = '*', 'dom_star', left(tokens[3], 1) = '*',
            'dow_star', left(tokens[5], 1) = '*');
        end if;
      end if;
    end if;
  end if;
  -- Not a cron line: an interval, read as sscanf(" %u secon%c%c %c") reads it: "N second" or
  -- "N seconds", case-insensitive, with nothing but blanks after it, N from 1 to 59.
  m := regexp_match(lower(schedule), '^\s*([+-]?)([0-9]+)\s*secon(.)(.?)(.*)$');
  if m is not null and m[3] = 'd' and m[1] <> '-' then
    seconds := m[2]::numeric;
    if seconds > 0 and seconds < 60
      and (m[4] = '' or (m[4] = 's' and m[5] ~ '^\s*$')) then
      return jsonb_build_object('seconds', seconds::int);
    end if;
  end if;
  return null;
end
$fn$;

-- Whether a five-field schedule fires in the minute that starts at `at` (GMT, pg_cron's default
-- cron.timezone). Day of month and day of week are both required when either field starts with
-- `*`, and either one suffices otherwise (Vixie cron's rule).
create function cron._schedule_due(spec jsonb, at timestamptz)
returns boolean language plpgsql immutable set search_path = '' as $fn$
declare
  t timestamp := at at time zone 'UTC';
  this_dom boolean;
  this_dow boolean;
begin
  if spec is null or not spec ? 'minute' then
    return false;
  end if;
  this_dom := spec->'dom' @> to_jsonb(extract(day from t)::int)
    or (coalesce((spec->>'dom_last')::boolean, false) and extract(day from t + interval '1 day') = 1);
  this_dow := spec->'dow' @> to_jsonb(extract(dow from t)::int);
  return spec->'minute' @> to_jsonb(extract(minute from t)::int)
    and spec->'hour' @> to_jsonb(extract(hour from t)::int)
    and spec->'month' @> to_jsonb(extract(month from t)::int)
    and case
      when coalesce((spec->>'dom_star')::boolean, false) or coalesce((spec->>'dow_star')::boolean, false)
        then this_dom and this_dow
      else this_dom or this_dow
    end;
end
$fn$;

-- Hosted runs migrations as postgres, which is not a superuser there; the local stack's postgres
-- is one. The checks that pg_cron reserves for superusers treat postgres as hosted does, so a
-- migration that would fail on hosted fails here too.
create function cron._caller_is_superuser()
returns boolean language sql stable set search_path = '' as $fn$
  select coalesce((select r.rolsuper from pg_catalog.pg_roles r where r.rolname = current_user), false)
    and current_user <> 'postgres';
$fn$;

-- The role a job of another user would run as must exist and be able to log in.
create function cron._check_job_role(role_name text)
returns void language plpgsql stable set search_path = '' as $fn$
declare
  can_login boolean;
begin
  select r.rolcanlogin into can_login from pg_catalog.pg_roles r where r.rolname = role_name;
  if not found then
    raise exception 'role "%" does not exist', role_name;
  end if;
  if not can_login then
    raise exception 'role "%" can not log in', role_name
      using detail = 'Jobs may only be run by roles that have the LOGIN attribute.';
  end if;
end
$fn$;

create function cron._check_schedule(schedule text)
returns void language plpgsql immutable set search_path = '' as $fn$
begin
  if cron._parse_schedule(schedule) is null then
    raise exception 'invalid schedule: %', schedule
      using errcode = '22023', hint = 'Use cron format (e.g. 5 4 * * *), or interval format ''[1-59] seconds''';
  end if;
end
$fn$;

-- What cron.schedule and cron.schedule_in_database share: check, then insert (or, for a named
-- job, update the caller's job of that name, keeping its jobid).
create function cron._schedule_job(job_name text, schedule text, command text, database text,
  username text, active boolean)
returns bigint language plpgsql set search_path = '' as $fn$
declare
  run_as text := current_user;
  db_name text := coalesce(database, 'postgres');
  new_id bigint;
begin
  perform cron._check_schedule(schedule);
  if username is not null then
    if not cron._caller_is_superuser() then
      raise exception 'must be superuser to create a job for another role';
    end if;
    perform cron._check_job_role(username);
    run_as := username;
  end if;
  if not has_database_privilege(run_as, db_name, 'CONNECT') then
    raise exception 'User % does not have CONNECT privilege on %', run_as, db_name;
  end if;
  insert into cron.job as j (schedule, command, nodename, nodeport, database, username, active, jobname)
  values (schedule, command, 'localhost', pg_catalog.inet_server_port(), db_name, run_as, active, job_name)
  on conflict on constraint jobname_username_uniq do update
    set schedule = excluded.schedule, command = excluded.command, database = excluded.database
  returning j.jobid into new_id;
  return new_id;
end
$fn$;

create function cron.schedule(schedule text, command text)
returns bigint language plpgsql strict set search_path = '' as $fn$
begin
  return cron._schedule_job(null, schedule, command, null, null, true);
end
$fn$;
comment on function cron.schedule(text, text) is 'schedule a pg_cron job';

create function cron.schedule(job_name text, schedule text, command text)
returns bigint language plpgsql set search_path = '' as $fn$
begin
  if job_name is null then
    raise exception 'job_name can not be NULL';
  elsif schedule is null then
    raise exception 'schedule can not be NULL';
  elsif command is null then
    raise exception 'command can not be NULL';
  end if;
  return cron._schedule_job(job_name, schedule, command, null, null, true);
end
$fn$;
comment on function cron.schedule(text, text, text) is 'schedule a pg_cron job';

create function cron.schedule_in_database(job_name text, schedule text, command text, database text,
  username text default null, active boolean default 'true')
returns bigint language plpgsql set search_path = '' as $fn$
begin
  if job_name is null then
    raise exception 'job_name can not be NULL';
  elsif schedule is null then
    raise exception 'schedule can not be NULL';
  elsif command is null then
    raise exception 'command can not be NULL';
  end if;
  return cron._schedule_job(job_name, schedule, command, database, username, coalesce(active, true));
end
$fn$;
comment on function cron.schedule_in_database(text, text, text, text, text, boolean) is 'schedule a pg_cron job';
-- An admin decides whether this is safe by granting execute explicitly (as in pg_cron).
revoke all on function cron.schedule_in_database(text, text, text, text, text, boolean) from public;

create function cron.unschedule(job_id bigint)
returns boolean language plpgsql strict set search_path = '' as $fn$
declare
  owner_name text;
begin
  select j.username into owner_name from cron.job j where j.jobid = job_id;
  if not found then
    raise exception 'could not find valid entry for job %', job_id;
  end if;
  if owner_name is distinct from current_user and not has_table_privilege('cron.job', 'DELETE') then
    raise exception 'permission denied for table job' using errcode = '42501';
  end if;
  delete from cron.job j where j.jobid = job_id;
  return true;
end
$fn$;
comment on function cron.unschedule(bigint) is 'unschedule a pg_cron job';

create function cron.unschedule(job_name text)
returns boolean language plpgsql strict set search_path = '' as $fn$
begin
  delete from cron.job j where j.jobname = job_name and j.username = current_user;
  if not found then
    raise exception 'could not find valid entry for job ''%''', job_name;
  end if;
  return true;
end
$fn$;
comment on function cron.unschedule(text) is 'unschedule a pg_cron job';

create function cron.alter_job(job_id bigint, schedule text default null, command text default null,
  database text default null, username text default null, active boolean default null)
returns void language plpgsql set search_path = '' as $fn$
declare
  run_as text := current_user;
begin
  if job_id is null then
    raise exception 'job_id can not be NULL';
  end if;
  if username is not null then
    if not cron._caller_is_superuser() then
      raise exception 'must be superuser to alter username';
    end if;
    perform cron._check_job_role(username);
    run_as := username;
  end if;
  if database is not null and not has_database_privilege(run_as, database, 'CONNECT') then
    raise exception 'User % does not have CONNECT privilege on %', run_as, database;
  end if;
  if schedule is not null then
    perform cron._check_schedule(schedule);
  end if;
  if schedule is null and command is null and database is null and username is null and active is null then
    raise exception 'no updates specified'
      using hint = 'You must specify at least one job attribute to change when calling alter_job';
  end if;
  update cron.job j
  set schedule = coalesce(alter_job.schedule, j.schedule),
      command = coalesce(alter_job.command, j.command),
      database = coalesce(alter_job.database, j.database),
      username = coalesce(alter_job.username, j.username),
      active = coalesce(alter_job.active, j.active)
  where j.jobid = job_id and (cron._caller_is_superuser() or j.username = current_user);
  if not found then
    raise exception 'Job % does not exist or you don''t own it', job_id;
  end if;
end
$fn$;
comment on function cron.alter_job(bigint, text, text, text, text, boolean) is
  'Alter the job identified by job_id. Any option left as NULL will not be modified.';
-- An admin decides whether alter_job is safe by granting execute explicitly (as in pg_cron).
revoke all on function cron.alter_job(bigint, text, text, text, text, boolean) from public;

-- What hosted's platform does once the extension exists: its objects belong to supabase_admin, and
-- postgres gets usage, every function and every table except that cron.job is read-only for it (jobs
-- change through the functions) and it may not put triggers on cron.job_run_details.
do $owner$
declare
  obj record;
begin
  alter schema cron owner to supabase_admin;
  for obj in
    select format('%s %s', case c.relkind when 'S' then 'sequence' else 'table' end, c.oid::regclass) as name
    from pg_catalog.pg_class c
    where c.relnamespace = 'cron'::regnamespace and c.relkind in ('r', 'S')
      -- a serial's sequence follows its table
      and not exists (select 1 from pg_catalog.pg_depend d
        where d.classid = 'pg_class'::regclass and d.objid = c.oid and d.deptype = 'a')
    union all
    select format('function %s', p.oid::regprocedure)
    from pg_catalog.pg_proc p where p.pronamespace = 'cron'::regnamespace
  loop
    execute format('alter %s owner to supabase_admin', obj.name);
  end loop;
end
$owner$;
grant usage on schema cron to postgres with grant option;
grant all on all functions in schema cron to postgres with grant option;
grant all privileges on all tables in schema cron to postgres with grant option;
revoke all on table cron.job from postgres;
grant select on table cron.job to postgres with grant option;
revoke trigger on cron.job_run_details from postgres;
