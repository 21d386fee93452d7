-- Upserts keep their keys: PostgREST's upsert (`ON CONFLICT … DO UPDATE SET col = EXCLUDED.col` for
-- every column it was sent, the conflict key included) needs UPDATE on the key columns, so voting on
-- a community tag again and saving an edited irrigation skeleton's phases were refused with 403.
-- The key columns get the UPDATE privilege those upserts need, and a trigger keeps them from ever
-- changing, so a plain PATCH cannot move a vote to another tag or a phase to another skeleton.

create function public.keep_keys() returns trigger
language plpgsql set search_path = '' as $$
declare
  v_column text;
begin
  foreach v_column in array tg_argv loop
    if to_jsonb(new) -> v_column is distinct from to_jsonb(old) -> v_column then
      raise exception '% cannot be changed', v_column using errcode = '42501';
    end if;
  end loop;
  return new;
end $$;
revoke execute on function public.keep_keys() from public, anon, authenticated;

create trigger animus_tag_votes_keep_keys
  before update on public.animus_tag_votes
  for each row execute function public.keep_keys('tag_id', 'user_id');
grant update (tag_id) on public.animus_tag_votes to authenticated;

create trigger arca_skeleton_phases_keep_keys
  before update on public.arca_skeleton_phases
  for each row execute function public.keep_keys('id', 'facility_id', 'skeleton_id');
grant update (id, facility_id, skeleton_id) on public.arca_skeleton_phases to authenticated;
