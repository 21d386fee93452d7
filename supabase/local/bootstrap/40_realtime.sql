-- Hosted projects start with an empty publication; migrations add the tables they broadcast.
create publication supabase_realtime with (publish = 'insert, update, delete, truncate');

-- The `realtime` schema hosted Realtime installs in every project (its tenant migrations): the
-- messages table whose RLS policies authorise private channels, `realtime.topic()` for those
-- policies, and `realtime.send` / `realtime.broadcast_changes` to broadcast from the database.
-- Same names, columns, defaults and grants; hosted partitions messages by day and prunes old
-- partitions, here it is one table and the local Realtime service prunes rows older than 3 days.
do $$
begin
  if not exists (select 1 from pg_catalog.pg_roles where rolname = 'supabase_realtime_admin') then
    create role supabase_realtime_admin nologin noinherit noreplication;
  end if;
end
$$;

create schema realtime;
grant usage on schema realtime to postgres, anon, authenticated, service_role;

create table realtime.messages (
  topic text not null,
  extension text not null,
  payload jsonb,
  event text,
  private boolean default true,
  updated_at timestamp without time zone not null default now(),
  inserted_at timestamp without time zone not null default now(),
  id uuid not null default gen_random_uuid(),
  primary key (id, inserted_at)
);
create index messages_inserted_at_topic_index on realtime.messages (inserted_at desc, topic)
  where extension = 'broadcast' and private is true;
alter table realtime.messages enable row level security;
alter table realtime.messages owner to supabase_realtime_admin;
grant select, insert, update on realtime.messages to postgres, anon, authenticated, service_role;

-- The channel topic an authorisation check is about (set by Realtime, and by realtime.send).
create function realtime.topic() returns text
language sql stable
as $$ select nullif(current_setting('realtime.topic', true), '')::text; $$;
alter function realtime.topic() owner to supabase_realtime_admin;

-- A broadcast from the database: delivered to the topic's subscribers once the transaction commits
-- (private ones only as the topic's read policies allow). Runs as the caller, as on hosted: a
-- trigger function that calls it is usually SECURITY DEFINER. Failures are warnings, not errors.
create function realtime.send(payload jsonb, event text, topic text, private boolean default true)
returns void
language plpgsql
as $$
declare
  generated_id uuid;
  final_payload jsonb;
begin
  begin
    generated_id := gen_random_uuid();
    if payload ? 'id' then
      final_payload := payload;
    else
      final_payload := jsonb_set(payload, '{id}', to_jsonb(generated_id));
    end if;
    execute format('set local realtime.topic to %L', topic);
    insert into realtime.messages (id, payload, event, topic, private, extension)
    values (generated_id, final_payload, event, topic, private, 'broadcast');
  exception
    when others then
      raise warning 'ErrorSendingBroadcastMessage: %', sqlerrm;
  end;
end;
$$;
alter function realtime.send(jsonb, text, text, boolean) owner to supabase_realtime_admin;

-- For row triggers: broadcasts {operation, table, schema, record, old_record} under `event_name`.
create function realtime.broadcast_changes(
  topic_name text, event_name text, operation text, table_name text, table_schema text,
  new record, old record, level text default 'ROW')
returns void
language plpgsql
as $$
declare
  row_data jsonb := '{}'::jsonb;
begin
  if level = 'STATEMENT' then
    raise exception 'function can only be triggered for each row, not for each statement';
  end if;
  if operation = 'INSERT' or operation = 'UPDATE' or operation = 'DELETE' then
    row_data := jsonb_build_object('old_record', old, 'record', new, 'operation', operation,
                                   'table', table_name, 'schema', table_schema);
    perform realtime.send(row_data, event_name, topic_name);
  else
    raise exception 'Unexpected operation type: %', operation;
  end if;
exception
  when others then
    raise exception 'Failed to process the row: %', sqlerrm;
end;
$$;
alter function realtime.broadcast_changes(text, text, text, text, text, record, record, text)
  owner to supabase_realtime_admin;

grant execute on all functions in schema realtime to postgres, anon, authenticated, service_role;

-- What hosted Realtime's broadcast-from-database connection reads (it creates this itself).
create publication supabase_realtime_messages_publication for table realtime.messages
  with (publish = 'insert');
