-- Short bio 50-100 characters (issue 14 §16): the application form's label always said 50-100,
-- but only the upper bound was enforced, so a 9-character tagline went through. A trigger rather
-- than a CHECK because it must hold for new applications and profile saves without failing on a
-- row written before the rule (a hosted project may hold some): it fires on insert and when the
-- short bio itself changes, so counters and ratings updated by other functions never trip on an
-- older short tagline. The application and profile RPCs pass the error through unchanged (22023).
create function public.agora_check_short_bio()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' or new.short_description is distinct from old.short_description then
    if char_length(trim(coalesce(new.short_description, ''))) not between 50 and 100 then
      raise exception 'Short bio must be between 50 and 100 characters' using errcode = '22023';
    end if;
  end if;
  return new;
end
$$;

revoke execute on function public.agora_check_short_bio() from public, anon, authenticated;

create trigger agora_consultant_profiles_short_bio
  before insert or update of short_description on public.agora_consultant_profiles
  for each row execute function public.agora_check_short_bio();
