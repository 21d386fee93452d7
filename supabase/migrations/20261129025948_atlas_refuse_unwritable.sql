-- Atlas rows a caller could never write are refused with the row policy's own words before the
-- checks behind them speak. The SOP and task triggers ask facility_role() whether the owner,
-- approver or assignee is on the team; facility_role() answers only about the caller's own
-- facilities (20261128234824_definers_reveal_nothing.sql), so for a stranger's insert it said
-- "must be on the facility's team" (AT014) where the row policy refuses (42501). The gate runs
-- first (triggers fire in name order, "aa_" first) and as the caller, like
-- refuse_unwritable_values() for Arca values.
create function public.atlas_refuse_unwritable() returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
begin
  if (select auth.uid()) is not null
     and new.facility_id not in (select public.atlas_facilities('edit')) then
    raise exception 'new row violates row-level security policy for table "%"', tg_table_name
      using errcode = '42501';
  end if;
  return new;
end
$$;
revoke execute on function public.atlas_refuse_unwritable() from public, anon, authenticated;

create trigger aa_refuse_unwritable
  before insert on public.atlas_sops
  for each row execute function public.atlas_refuse_unwritable();
create trigger aa_refuse_unwritable
  before insert on public.atlas_tasks
  for each row execute function public.atlas_refuse_unwritable();
