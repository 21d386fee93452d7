-- Deep embedding as anon: agora_specialties → agora_consultant_profiles → agora_specialties → …
-- through the specialty links fans out to every consultant of every specialty at each level, so a
-- seven-level request ran into the statement timeout and twenty at once slowed the marketplace from
-- 23 ms to 2.8 s. The marketplace only ever embeds a consultant's own specialties, which the profile
-- already lists in specialty_ids (kept by trigger), so that embed now comes from a computed
-- relationship over specialty_ids, and the link table is no longer readable by anon (any path
-- through it is refused at once) and, for authenticated, only by its owner and admins.
--
-- `select=*,specialties:agora_specialties(id,name)` keeps working unchanged: PostgREST prefers a
-- computed relationship of the same name over the one it detects through the link table.

create function public.agora_specialties(p_consultant public.agora_consultant_profiles)
returns setof public.agora_specialties
language sql
stable
set search_path = ''
rows 6
as $$
  select s.* from public.agora_specialties s where s.id = any (p_consultant.specialty_ids) order by s.id
$$;
revoke all on function public.agora_specialties(public.agora_consultant_profiles) from public, anon, authenticated;
grant execute on function public.agora_specialties(public.agora_consultant_profiles)
  to anon, authenticated, service_role;

revoke all on table public.agora_consultant_specialties from anon, authenticated;
grant select, insert, delete on public.agora_consultant_specialties to authenticated;

drop policy "Visitors read the specialties of active consultants" on public.agora_consultant_specialties;
drop policy "Users read the specialties of consultants they can see" on public.agora_consultant_specialties;

create policy "Owners read their profile's specialty links and admins read all"
  on public.agora_consultant_specialties for select to authenticated
  using (
    (select public.is_admin())
    or exists (
      select 1 from public.agora_consultant_profiles c
      where c.id = consultant_id and c.user_id = (select auth.uid())));
