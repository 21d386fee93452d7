-- Tier gating in the database: module data policies call has_tier(), so a lower tier cannot read
-- or write a module's data through REST even though the UI would never ask.

create function public.tier_rank(tier text) returns integer
language sql
immutable
set search_path = ''
as $$
  -- free 0, Basic 1, Advanced 2, Professional 3; anything unknown counts as free (spec-1 §5).
  select case tier when 'Basic' then 1 when 'Advanced' then 2 when 'Professional' then 3 else 0 end
$$;
grant execute on function public.tier_rank(text) to anon, authenticated, service_role;

create function public.has_tier(required text) returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce((
    select public.tier_rank(p.membership_tier) >= public.tier_rank(required)
    from public.profiles p
    where p.id = (select auth.uid()) and not p.is_deleted
  ), false)
$$;
revoke execute on function public.has_tier(text) from public;
grant execute on function public.has_tier(text) to anon, authenticated, service_role;
