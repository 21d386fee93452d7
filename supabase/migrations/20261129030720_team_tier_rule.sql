-- The team model's tier rule, stated once: what a user may open is decided by their own plan
-- (public.has_tier) or, for what lives in a facility, by the plan of each facility they work in
-- (public.tier_facilities below: the facility grants whose plan, the owner's, reaches the tier).
-- The app states the same rule in src/lib/access.ts; tests/integration/tier-access.test.ts asks
-- both, as every demo persona, for every tier, action, module and facility.
--
-- Atlas's, Prometheus's and Arca's library gates each repeated the comparison; they now call this
-- one function and answer exactly as before. The row-at-a-time forms that sit in hot per-row
-- policies (facility_access, arca_grants' kinds) keep their own copy of the comparison, which the
-- same test holds to this one.

create function public.tier_facilities(p_action text, p_tier text)
returns setof uuid
language sql
stable
security definer
set search_path = ''
rows 10
as $$
  select g.facility_id from public.facility_grants(p_action) g
  where g.tier_rank >= public.tier_rank(p_tier)
$$;
comment on function public.tier_facilities(text, text) is
  'The facilities where the caller may read/log/edit/delete (manage: owners) under a plan of at '
  'least p_tier: the facility grants whose owner''s plan reaches it. With has_tier (the caller''s '
  'own plan) the whole tier rule; src/lib/access.ts states it for the screens.';
revoke execute on function public.tier_facilities(text, text) from public, anon, authenticated;
grant execute on function public.tier_facilities(text, text) to authenticated, service_role;

create or replace function public.atlas_facilities(p_action text)
returns setof uuid
language sql
stable
security definer
set search_path = ''
rows 10
as $$
  select public.tier_facilities(p_action, 'Professional')
$$;

create or replace function public.prometheus_facilities(p_action text)
returns setof uuid
language sql
stable
security definer
set search_path = ''
rows 10
as $$
  select public.tier_facilities(p_action, 'Professional')
$$;

create or replace function public.arca_tool_facilities(p_action text, p_tool_id text)
returns setof uuid
language sql
stable
security definer
set search_path = ''
rows 10
as $$
  select f from public.tier_facilities(p_action, public.arca_tool_tier(p_tool_id)) f
  where public.arca_tool_tier(p_tool_id) is not null
$$;
