-- The public Animus archive (/animus/archive, signed out): cultivars whose owners published them,
-- with only the fields each owner chose (published_fields: lineage public, lab values private …).
-- Anonymous visitors cannot read the library tables at all; these SECURITY DEFINER functions are
-- the archive's only door, and they build every answer from published rows and chosen fields
-- (a field not chosen is absent, never null-padded from a private value). Published photos are
-- readable by anyone through storage; COAs never are. An owner can always unpublish, whatever
-- their plan today: withdrawing consent must not need a subscription.

-- One published cultivar as the archive shows it, or null.
create function public.animus_archive_entry(p_cultivar public.animus_cultivars) returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  c public.animus_cultivars := p_cultivar;
  f text[] := c.published_fields;
  v jsonb;
  v_latest public.animus_lab_results;
begin
  v := jsonb_build_object('id', c.id, 'name', c.name, 'published_at', c.published_at, 'fields', to_jsonb(f));
  if 'synonyms' = any (f) then v := v || jsonb_build_object('synonyms', to_jsonb(c.synonyms)); end if;
  if 'breeder' = any (f) then v := v || jsonb_build_object('breeder', c.breeder); end if;
  if 'origin' = any (f) then v := v || jsonb_build_object('origin', c.origin); end if;
  if 'accession_type' = any (f) then v := v || jsonb_build_object('accession_type', c.accession_type); end if;
  if 'sex' = any (f) then v := v || jsonb_build_object('sex', c.sex); end if;
  if 'acquisition_date' = any (f) then v := v || jsonb_build_object('acquisition_date', c.acquisition_date); end if;
  if 'notes' = any (f) then v := v || jsonb_build_object('notes', c.notes); end if;
  if 'photos' = any (f) then v := v || jsonb_build_object('photos', to_jsonb(c.photos)); end if;
  if 'chemotype' = any (f) then
    v := v || jsonb_build_object('chemotype', c.chemotype, 'chemotype_source', c.chemotype_source);
  end if;
  if 'terpenes' = any (f) then
    select * into v_latest from public.animus_lab_results l
    where l.cultivar_id = c.id order by l.tested_on desc nulls last, l.created_at desc, l.id limit 1;
    v := v || jsonb_build_object('terpenes', coalesce(v_latest.terpenes, '{}'::jsonb),
                                 'leading_terpenes', to_jsonb(c.terpenes));
  end if;
  if 'lab_results' = any (f) then
    v := v || jsonb_build_object('lab_results', coalesce((
      select jsonb_agg(jsonb_build_object(
        'lab_name', l.lab_name, 'tested_on', l.tested_on, 'thc', l.thc, 'thca', l.thca, 'cbd', l.cbd,
        'cbda', l.cbda, 'cbg', l.cbg, 'cbga', l.cbga, 'total_thc', l.total_thc, 'total_cbd', l.total_cbd,
        'total_cbg', l.total_cbg, 'chemotype', l.chemotype
      ) order by l.tested_on desc nulls last, l.created_at desc)
      from public.animus_lab_results l where l.cultivar_id = c.id), '[]'::jsonb));
  end if;
  if 'lineage' = any (f) then
    -- A parent is named when it is the same owner's or itself published; linked when published.
    v := v || jsonb_build_object('lineage', coalesce((
      select jsonb_agg(jsonb_build_object(
        'evidence', l.evidence, 'source', l.source,
        'mother', case when m.user_id = c.user_id or m.published
                       then jsonb_build_object('name', m.name, 'id', case when m.published then m.id end) end,
        'father', case when l.father_id is null then null
                       when fa.user_id = c.user_id or fa.published
                       then jsonb_build_object('name', fa.name, 'id', case when fa.published then fa.id end)
                       else jsonb_build_object('name', null, 'id', null) end
      ) order by l.created_at)
      from public.animus_lineage_claims l
      join public.animus_cultivars m on m.id = l.mother_id
      left join public.animus_cultivars fa on fa.id = l.father_id
      where l.child_id = c.id), '[]'::jsonb));
  end if;
  if 'tags' = any (f) then
    v := v || jsonb_build_object('tags', coalesce((
      select jsonb_agg(jsonb_build_object('label', t.label, 'category', t.category,
                                          'moderated', coalesce(t.moderation = 'upheld', false)) order by t.label)
      from public.animus_cultivar_tags t
      where t.cultivar_id = c.id
        and (t.moderation = 'upheld' or (t.moderation is null and t.status = 'confirmed'))), '[]'::jsonb));
  end if;
  return v;
end
$$;
revoke execute on function public.animus_archive_entry(public.animus_cultivars) from public, anon, authenticated;

-- The archive list: published cultivars of owners whose accounts still exist, newest first,
-- optionally matching a name (fuzzy, as the library) and a published chemotype.
--   supabase.rpc('animus_archive_search', { p_query: 'haze', p_chemotype: 'II', p_limit: 25 })
create function public.animus_archive_search(
  p_query text default null,
  p_chemotype text default null,
  p_limit integer default 24,
  p_offset integer default 0
) returns setof jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select public.animus_archive_entry(c)
  from public.animus_cultivars c
  join public.profiles p on p.id = c.user_id and not p.is_deleted
  where c.published
    and (nullif(btrim(p_query), '') is null
         or c.search_text like '%' || replace(replace(replace(lower(btrim(left(p_query, 120))), '\', '\\'), '%', '\%'), '_', '\_') || '%'
         or c.name_key operator(extensions.%) lower(btrim(left(p_query, 120))))
    and (p_chemotype is null or ('chemotype' = any (c.published_fields) and c.chemotype = p_chemotype))
  order by c.published_at desc, c.id
  limit least(greatest(coalesce(p_limit, 24), 1), 100) offset greatest(coalesce(p_offset, 0), 0)
$$;
revoke execute on function public.animus_archive_search(text, text, integer, integer) from public;
grant execute on function public.animus_archive_search(text, text, integer, integer) to anon, authenticated, service_role;
comment on function public.animus_archive_search(text, text, integer, integer) is
  'SECURITY DEFINER because signed-out visitors read no library table: it returns only published cultivars, each with only the fields its owner chose.';

-- One published cultivar, or nothing.
create function public.animus_archive_cultivar(p_id uuid) returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select public.animus_archive_entry(c)
  from public.animus_cultivars c
  join public.profiles p on p.id = c.user_id and not p.is_deleted
  where c.id = p_id and c.published
$$;
revoke execute on function public.animus_archive_cultivar(uuid) from public;
grant execute on function public.animus_archive_cultivar(uuid) to anon, authenticated, service_role;
comment on function public.animus_archive_cultivar(uuid) is
  'SECURITY DEFINER because signed-out visitors read no library table: it returns one published cultivar with only the fields its owner chose, or null.';

-- A photo is public when its cultivar is published with its photos.
create function public.animus_photo_public(p_name text) returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.animus_cultivars c
    join public.profiles p on p.id = c.user_id and not p.is_deleted
    where c.id::text = (storage.foldername(p_name))[2]
      and c.published and 'photos' = any (c.published_fields) and p_name = any (c.photos)
  )
$$;
revoke execute on function public.animus_photo_public(text) from public;
grant execute on function public.animus_photo_public(text) to anon, authenticated, service_role;
comment on function public.animus_photo_public(text) is
  'SECURITY DEFINER because the storage policy for signed-out visitors must look at animus_cultivars, which they cannot read: it answers only whether a photo belongs to a cultivar published with its photos.';

create policy "Anyone reads the photos of published cultivars"
  on storage.objects for select to anon, authenticated
  using (bucket_id = 'animus-photos' and public.animus_photo_public(name));

-- Takes a cultivar off the archive, for its owner on any plan.
create function public.animus_unpublish_cultivar(p_id uuid) returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if (select auth.uid()) is null then
    raise exception 'Not signed in' using errcode = '42501';
  end if;
  update public.animus_cultivars set published = false
  where id = p_id and user_id = (select auth.uid());
  if not found then
    raise exception 'Cultivar not found' using errcode = 'PT404';
  end if;
end
$$;
revoke execute on function public.animus_unpublish_cultivar(uuid) from public, anon, authenticated;
grant execute on function public.animus_unpublish_cultivar(uuid) to authenticated, service_role;
