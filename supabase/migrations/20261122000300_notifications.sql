-- Notifications: a user sees and changes only their own. Notifying someone else (an admin's
-- decision, a booking) goes through create_notification(), called by other privileged functions,
-- never through a broad insert policy. Broadcast live through supabase_realtime.

create table public.notifications (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references public.profiles (id) on delete cascade,
  type text not null default 'info' check (type ~ '^[a-z_]{1,32}$'),
  title text not null check (char_length(trim(title)) between 1 and 200),
  message text not null default '' check (char_length(message) <= 2000),
  source text check (char_length(source) <= 64),
  -- Only in-app paths, so a notification can never send a user to another site.
  action_url text check (action_url ~ '^/[^/\\]' and char_length(action_url) <= 512),
  read boolean not null default false,
  created_at timestamptz not null default now()
);

create index notifications_user_created_idx on public.notifications (user_id, created_at desc);
create index notifications_user_unread_idx on public.notifications (user_id) where not read;

alter table public.notifications enable row level security;

grant select, insert, delete on public.notifications to authenticated;
grant update (read) on public.notifications to authenticated;
grant select, insert, update, delete on public.notifications to service_role;

create policy "Users read their own notifications"
  on public.notifications for select to authenticated
  using (user_id = (select auth.uid()));

create policy "Users create notifications for themselves"
  on public.notifications for insert to authenticated
  with check (user_id = (select auth.uid()));

create policy "Users mark their own notifications read"
  on public.notifications for update to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()));

create policy "Users delete their own notifications"
  on public.notifications for delete to authenticated
  using (user_id = (select auth.uid()));

-- For privileged functions (and the service role) to notify another user.
create function public.create_notification(
  p_user_id uuid,
  p_type text,
  p_title text,
  p_message text,
  p_source text default null,
  p_action_url text default null
) returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_id uuid;
begin
  insert into public.notifications (user_id, type, title, message, source, action_url)
  values (p_user_id, coalesce(p_type, 'info'), p_title, coalesce(p_message, ''), p_source, p_action_url)
  returning id into v_id;
  return v_id;
end
$$;
revoke execute on function public.create_notification(uuid, text, text, text, text, text) from public;
grant execute on function public.create_notification(uuid, text, text, text, text, text) to service_role;

alter publication supabase_realtime add table public.notifications;
