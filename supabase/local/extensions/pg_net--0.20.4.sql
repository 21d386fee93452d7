-- The local stack's pg_net: the SQL API of pg_net 0.20 as a hosted Supabase project has it
-- (net.http_get / http_post / http_delete with their defaults, net.http_request_queue,
-- net._http_response), so migrations and jobs that call it run unchanged. Hosted's C functions
-- are plpgsql here. A request is queued by the call and sent after COMMIT: net.wake() notifies
-- the stack's worker (supabase/local/services/net/worker.ts), and a notification is delivered only
-- when its transaction commits, once per transaction, as pg_net's commit callback wakes its
-- worker. The worker deletes the queued rows, sends them and writes net._http_response.

create schema if not exists net;

create domain net.http_method as text
  check (value ilike 'get' or value ilike 'post' or value ilike 'delete');

create unlogged table net.http_request_queue (
  id bigserial,
  method net.http_method not null,
  url text not null,
  headers jsonb,
  body bytea,
  timeout_milliseconds int not null
);

create unlogged table net._http_response (
  id bigint,
  status_code integer,
  content_type text,
  headers jsonb,
  content text,
  timed_out bool,
  error_msg text,
  created timestamptz not null default now()
);
create index on net._http_response (created);

-- The worker's connection says who it is, where pg_net's background worker shows its backend type.
create function net.check_worker_is_up() returns void language plpgsql as $fn$
begin
  if not exists (select 1 from pg_stat_activity where application_name ilike '%pg_net%') then
    raise exception using
      message = 'the pg_net background worker is not up',
      detail = 'the pg_net background worker is down due to an internal error and cannot process requests',
      hint = 'make sure that you didn''t modify any of pg_net internal tables';
  end if;
end
$fn$;
comment on function net.check_worker_is_up() is
  'raises an exception if the pg_net background worker is not up, otherwise it doesn''t return anything';

create function net._await_response(request_id bigint) returns bool language plpgsql as $fn$
begin
  while not exists (select 1 from net._http_response r where r.id = request_id) loop
    perform pg_sleep(0.05);
  end loop;
  return true;
end
$fn$;

-- curl_easy_escape: every byte but the unreserved characters becomes %XX.
create function net._urlencode_string(string varchar) returns text language plpgsql immutable as $fn$
declare
  bytes bytea := convert_to(string, 'UTF8');
  out text := '';
  b int;
begin
  if string is null then
    return null;
  end if;
  for i in 0 .. length(bytes) - 1 loop
    b := get_byte(bytes, i);
    if (b between 48 and 57) or (b between 65 and 90) or (b between 97 and 122) or b in (45, 46, 95, 126) then
      out := out || chr(b);
    else
      out := out || '%' || upper(lpad(to_hex(b), 2, '0'));
    end if;
  end loop;
  return out;
end
$fn$;

-- curl's URL API as pg_net uses it: the URL must name a scheme libcurl knows and a host, the
-- already-encoded params are appended to its query, and the URL comes back with a path.
create function net._encode_url_with_params_array(url text, params_array text[])
returns text language plpgsql immutable as $fn$
declare
  parts text[];
  scheme text;
  authority text;
  path text;
  query text;
  fragment text;
begin
  if url is null or params_array is null then
    return null;
  end if;
  parts := regexp_match(url, '^([A-Za-z][A-Za-z0-9+.-]*):(.*)$');
  if parts is null then
    raise exception 'invalid URL "%": Bad scheme', url;
  end if;
  scheme := lower(parts[1]);
  if scheme not in ('dict', 'file', 'ftp', 'ftps', 'gopher', 'gophers', 'http', 'https', 'imap', 'imaps',
    'ldap', 'ldaps', 'mqtt', 'pop3', 'pop3s', 'rtsp', 'scp', 'sftp', 'smb', 'smbs', 'smtp', 'smtps',
    'telnet', 'tftp', 'ws', 'wss') then
    raise exception 'invalid URL "%": Unsupported URL scheme', url;
  end if;
  parts := regexp_match(parts[2], '^//([^/?#]*)([^?#]*)(\?[^#]*)?(#.*)?$');
  if parts is null or parts[1] = '' then
    raise exception 'invalid URL "%": No host part in the URL', url;
  end if;
  authority := parts[1];
  path := case when parts[2] = '' then '/' else parts[2] end;
  query := coalesce(parts[3], '');
  fragment := coalesce(parts[4], '');
  if cardinality(params_array) > 0 then
    query := case when query in ('', '?') then '?' else query || '&' end || array_to_string(params_array, '&');
  end if;
  return scheme || '://' || authority || path || query || fragment;
end
$fn$;

create function net.worker_restart() returns bool language plpgsql as $fn$
begin
  perform pg_notify('pg_net_wake', '');
  return true;
end
$fn$;

-- The stack starts its worker before it serves, so there is nothing to wait for.
create function net.wait_until_running() returns void language sql as $fn$ select $fn$;
comment on function net.wait_until_running() is 'waits until the worker is running';

create function net.wake() returns void language plpgsql as $fn$
begin
  perform pg_notify('pg_net_wake', '');
end
$fn$;

create function net.http_get(
  url text,
  params jsonb default '{}'::jsonb,
  headers jsonb default '{}'::jsonb,
  timeout_milliseconds int default 5000
) returns bigint language plpgsql as $fn$
declare
  request_id bigint;
  params_array text[];
begin
  select coalesce(array_agg(net._urlencode_string(key) || '=' || net._urlencode_string(value)), '{}')
  into params_array from jsonb_each_text(params);
  insert into net.http_request_queue (method, url, headers, timeout_milliseconds)
  values ('GET', net._encode_url_with_params_array(url, params_array), headers, timeout_milliseconds)
  returning id into request_id;
  perform net.wake();
  return request_id;
end
$fn$;

-- A POST always carries JSON: a missing Content-Type is added, any other one is refused.
create function net.http_post(
  url text,
  body jsonb default '{}'::jsonb,
  params jsonb default '{}'::jsonb,
  headers jsonb default '{"Content-Type": "application/json"}'::jsonb,
  timeout_milliseconds int default 5000
) returns bigint language plpgsql as $fn$
declare
  request_id bigint;
  params_array text[];
  content_type text;
begin
  select h.value into content_type
  from jsonb_each_text(coalesce(headers, '{}'::jsonb)) h
  where lower(h.key) = 'content-type'
  limit 1;
  if content_type is null then
    headers := headers || '{"Content-Type": "application/json"}'::jsonb;
  end if;
  if content_type <> 'application/json' then
    raise exception 'Content-Type header must be "application/json"';
  end if;
  select coalesce(array_agg(net._urlencode_string(key) || '=' || net._urlencode_string(value)), '{}')
  into params_array from jsonb_each_text(params);
  insert into net.http_request_queue (method, url, headers, body, timeout_milliseconds)
  values ('POST', net._encode_url_with_params_array(url, params_array), headers,
    convert_to(body::text, 'UTF8'), timeout_milliseconds)
  returning id into request_id;
  perform net.wake();
  return request_id;
end
$fn$;

create function net.http_delete(
  url text,
  params jsonb default '{}'::jsonb,
  headers jsonb default '{}'::jsonb,
  timeout_milliseconds int default 5000,
  body jsonb default null
) returns bigint language plpgsql as $fn$
declare
  request_id bigint;
  params_array text[];
begin
  select coalesce(array_agg(net._urlencode_string(key) || '=' || net._urlencode_string(value)), '{}')
  into params_array from jsonb_each_text(params);
  insert into net.http_request_queue (method, url, headers, body, timeout_milliseconds)
  values ('DELETE', net._encode_url_with_params_array(url, params_array), headers,
    convert_to(body::text, 'UTF8'), timeout_milliseconds)
  returning id into request_id;
  perform net.wake();
  return request_id;
end
$fn$;

create type net.request_status as enum ('PENDING', 'SUCCESS', 'ERROR');
create type net.http_response as (status_code integer, headers jsonb, body text);
create type net.http_response_result as (status net.request_status, message text, response net.http_response);

create function net._http_collect_response(request_id bigint, async bool default true)
returns net.http_response_result language plpgsql as $fn$
declare
  rec net._http_response;
begin
  if not async then
    perform net._await_response(request_id);
  end if;
  select * into rec from net._http_response r where r.id = request_id;
  if rec is null or rec.error_msg is not null then
    -- Still in flight, unknown, or failed: pg_net cannot tell the first two apart either.
    return ('ERROR', coalesce(rec.error_msg, 'request matching request_id not found'), null)::net.http_response_result;
  end if;
  return ('SUCCESS', 'ok', (rec.status_code, rec.headers, rec.content)::net.http_response)::net.http_response_result;
end
$fn$;

create function net.http_collect_response(request_id bigint, async bool default true)
returns net.http_response_result language plpgsql as $fn$
begin
  raise notice 'The net.http_collect_response function is deprecated.';
  return net._http_collect_response(request_id, async);
end
$fn$;

grant usage on schema net to public;
grant all on all sequences in schema net to public;
grant all on all tables in schema net to public;

-- What hosted's platform does once the extension exists: supabase_admin owns it, and the API roles
-- and postgres get usage on the schema (PUBLIC already has it).
do $owner$
declare
  obj record;
begin
  alter schema net owner to supabase_admin;
  for obj in
    select format('%s %s', case c.relkind when 'S' then 'sequence' else 'table' end, c.oid::regclass) as name
    from pg_catalog.pg_class c
    where c.relnamespace = 'net'::regnamespace and c.relkind in ('r', 'S')
      -- a serial's sequence follows its table
      and not exists (select 1 from pg_catalog.pg_depend d
        where d.classid = 'pg_class'::regclass and d.objid = c.oid and d.deptype = 'a')
    union all
    select format('function %s', p.oid::regprocedure)
    from pg_catalog.pg_proc p where p.pronamespace = 'net'::regnamespace
    union all
    select format('type %s', t.oid::regtype)
    from pg_catalog.pg_type t
    where t.typnamespace = 'net'::regnamespace
      and (t.typtype in ('d', 'e') or (t.typtype = 'c' and (select c.relkind from pg_catalog.pg_class c
        where c.oid = t.typrelid) = 'c'))
  loop
    execute format('alter %s owner to supabase_admin', obj.name);
  end loop;
end
$owner$;
grant usage on schema net to postgres, anon, authenticated, service_role;
