-- Plans and upgrades (spec-1 §6; issue 4). A user never sets their own tier: profiles.membership_tier
-- is not writable through the API, and the only ways to change it are apply_subscription() (the
-- payment provider's webhook, service role only) and admin_set_tier() (admins). Every change is
-- recorded in subscription_events and the user is notified.

create table public.subscription_events (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references public.profiles (id) on delete cascade,
  tier text not null check (tier in ('free', 'Basic', 'Advanced', 'Professional')),
  previous_tier text check (previous_tier in ('free', 'Basic', 'Advanced', 'Professional')),
  source text not null check (source in ('payment', 'admin')),
  -- The admin who made the change; null for payments.
  changed_by uuid references public.profiles (id) on delete set null,
  created_at timestamptz not null default now()
);

create index subscription_events_user_created_idx on public.subscription_events (user_id, created_at desc);
create index subscription_events_changed_by_idx on public.subscription_events (changed_by);

alter table public.subscription_events enable row level security;

-- Read-only from the browser; rows are written by the functions below.
revoke all on public.subscription_events from anon, authenticated;
grant select on public.subscription_events to authenticated;
grant select, insert, update, delete on public.subscription_events to service_role;

create policy "Users read their own plan history and admins read all"
  on public.subscription_events for select to authenticated
  using (user_id = (select auth.uid()) or (select public.is_admin()));

-- What a payment provider's webhook calls once a payment settled. Service role only: never callable
-- with a user's (or the anon) key. Raises 22023 for an unknown tier, P0002 for an unknown user.
create function public.apply_subscription(p_user_id uuid, p_tier text) returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_previous text;
begin
  if p_tier is null or p_tier not in ('free', 'Basic', 'Advanced', 'Professional') then
    raise exception 'Unknown tier: %', p_tier using errcode = '22023';
  end if;
  select membership_tier into v_previous from public.profiles where id = p_user_id for update;
  if not found then
    raise exception 'No such user' using errcode = 'P0002';
  end if;
  update public.profiles set membership_tier = p_tier where id = p_user_id;
  insert into public.subscription_events (user_id, tier, previous_tier, source)
  values (p_user_id, p_tier, v_previous, 'payment');
  if v_previous is distinct from p_tier then
    perform public.create_notification(
      p_user_id, 'subscription', 'Plan updated',
      format('Your plan is now %s.', case p_tier when 'free' then 'Free' else p_tier end),
      'subscription', '/solutions');
  end if;
  return p_tier;
end
$$;
revoke execute on function public.apply_subscription(uuid, text) from public, anon, authenticated;
grant execute on function public.apply_subscription(uuid, text) to service_role;

-- Admins set a user's tier from the admin users page. Raises 42501 for non-admins, 22023 for an
-- unknown tier, P0002 for an unknown user.
create function public.admin_set_tier(p_user_id uuid, p_tier text) returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_previous text;
begin
  if not public.is_admin() then
    raise exception 'Only administrators can change a plan' using errcode = '42501';
  end if;
  if p_tier is null or p_tier not in ('free', 'Basic', 'Advanced', 'Professional') then
    raise exception 'Unknown tier: %', p_tier using errcode = '22023';
  end if;
  select membership_tier into v_previous from public.profiles where id = p_user_id for update;
  if not found then
    raise exception 'No such user' using errcode = 'P0002';
  end if;
  update public.profiles set membership_tier = p_tier where id = p_user_id;
  insert into public.subscription_events (user_id, tier, previous_tier, source, changed_by)
  values (p_user_id, p_tier, v_previous, 'admin', (select auth.uid()));
  if v_previous is distinct from p_tier then
    perform public.create_notification(
      p_user_id, 'subscription', 'Plan updated',
      format('An administrator changed your plan to %s.', case p_tier when 'free' then 'Free' else p_tier end),
      'subscription', '/solutions');
  end if;
  return p_tier;
end
$$;
revoke execute on function public.admin_set_tier(uuid, text) from public, anon;
grant execute on function public.admin_set_tier(uuid, text) to authenticated, service_role;
