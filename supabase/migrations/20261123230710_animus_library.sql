-- Animus strain library: a passport per cultivar or accession (name, synonyms, breeder or source,
-- origin, clone / seed lot / tissue culture, sex, acquisition date, notes, photos), its lab results
-- (cannabinoids, terpenes, a COA in storage) from which the chemotype I–V is derived, and its seed
-- lots with germination tests. Advanced tier, enforced here as for the rest of Animus.
--
-- Who sees a cultivar: its owner; every Advanced grower when the owner shares it with the community
-- (`shared`, which also lets them propose tags and lineage claims); moderators and admins see shared
-- cultivars whatever their tier, since they moderate community tags. Publishing to the public archive
-- (`published`, `published_fields`) is separate and served only through the archive functions.
--
-- Chemotype (Kannapedia / de Meijer's B_T/B_D classes): total THC = Δ9-THC + 0.877 × THCA and total
-- CBD = CBD + 0.877 × CBDA (0.877 = 314.47 / 358.48, the decarboxylated over the acid molar mass);
-- CBG + 0.878 × CBGA. Type V when the three totals add up to under 0.5 % (near cannabinoid-free),
-- IV when CBG leads, else by the CBD : THC ratio: I below 0.5, II from 0.5 to 3, III above 3.
-- src/modules/animus/chemotype.ts holds the same rule for the forms; the integration tests check
-- that both agree.

-- Moderators (and admins) moderate community content; spec-1 lists the role without powers, the
-- community tags give it its first. SECURITY DEFINER so a policy can ask without reading profiles
-- under the caller's RLS.
create function public.can_moderate() returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.profiles p
    where p.id = (select auth.uid()) and p.role in ('moderator', 'admin') and not p.is_deleted
  )
$$;
revoke execute on function public.can_moderate() from public, anon, authenticated;
grant execute on function public.can_moderate() to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- Pure helpers for the CHECK constraints and generated columns.

create function public.animus_chemotype(total_thc numeric, total_cbd numeric, total_cbg numeric)
returns text
language sql
immutable
set search_path = ''
as $$
  select case
    when coalesce(total_thc, 0) + coalesce(total_cbd, 0) + coalesce(total_cbg, 0) < 0.5 then 'V'
    when coalesce(total_cbg, 0) > coalesce(total_thc, 0) and coalesce(total_cbg, 0) > coalesce(total_cbd, 0) then 'IV'
    when coalesce(total_thc, 0) = 0 then 'III'
    when coalesce(total_cbd, 0) / total_thc < 0.5 then 'I'
    when coalesce(total_cbd, 0) / total_thc <= 3 then 'II'
    else 'III'
  end
$$;

-- Terpene profile: {"limonene": 0.82, "myrcene": 0.41, …} in % w/w; lower-case names (a–z, digits,
-- hyphen), at most 40 of them, each 0..10 %.
create function public.animus_terpenes_ok(terpenes jsonb) returns boolean
language sql
immutable
set search_path = ''
as $$
  select terpenes is not null
    and jsonb_typeof(terpenes) = 'object'
    and (select count(*) from jsonb_object_keys(terpenes)) <= 40
    and not exists (
      select 1 from jsonb_each(terpenes) e
      where e.key !~ '^[a-z][a-z0-9-]{1,39}$'
        or jsonb_typeof(e.value) <> 'number'
        or (e.value)::numeric < 0 or (e.value)::numeric > 10
    )
$$;

-- The leading terpenes of a profile: the three largest at 0.05 % or more, largest first.
create function public.animus_dominant_terpenes(terpenes jsonb) returns text[]
language sql
immutable
set search_path = ''
as $$
  select coalesce(array(
    select e.key from jsonb_each(terpenes) e
    where jsonb_typeof(e.value) = 'number' and (e.value)::numeric >= 0.05
    order by (e.value)::numeric desc, e.key
    limit 3
  ), '{}')
$$;

-- What the library's search box matches: the name and every synonym, lower-cased once.
create function public.animus_search_text(name text, synonyms text[]) returns text
language sql
immutable
set search_path = ''
as $$
  select lower(name || ' ' || coalesce(array_to_string(synonyms, ' '), ''))
$$;

-- Every path of a list starts with `prefix`: a cultivar's photos live under its owner's folder for
-- that cultivar, so no one can list (and, by publishing, expose) somebody else's object.
create function public.animus_paths_under(paths text[], prefix text) returns boolean
language sql
immutable
set search_path = ''
as $$
  select not exists (select 1 from unnest(paths) p where p is null or not starts_with(p, prefix))
$$;

-- ---------------------------------------------------------------------------------------------
create table public.animus_cultivars (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references public.profiles (id) on delete cascade,
  name text not null check (char_length(name) between 1 and 120 and name = btrim(name)),
  synonyms text[] not null default '{}' check (public.animus_text_list_ok(synonyms, 20, 120, true, true)),
  -- The breeder, seed bank or source it came from.
  breeder text not null default '' check (char_length(breeder) <= 120 and breeder = btrim(breeder)),
  -- Geographic or historical origin ("Afghanistan landrace", "Humboldt County, 1990s").
  origin text not null default '' check (char_length(origin) <= 200),
  accession_type text not null default 'clone' check (accession_type in ('clone', 'seed_lot', 'tissue_culture')),
  sex text not null default 'unknown' check (sex in ('female', 'male', 'hermaphrodite', 'unknown')),
  acquisition_date date check (acquisition_date >= date '1900-01-01'),
  -- A chemotype the owner states without a lab result (a breeder's sheet, a CSV import).
  declared_chemotype text check (declared_chemotype in ('I', 'II', 'III', 'IV', 'V')),
  -- From the latest lab result, kept by the lab results' trigger; not writable by users.
  lab_chemotype text check (lab_chemotype in ('I', 'II', 'III', 'IV', 'V')),
  chemotype text generated always as (coalesce(lab_chemotype, declared_chemotype)) stored,
  chemotype_source text generated always as (
    case when lab_chemotype is not null then 'lab' when declared_chemotype is not null then 'declared' end
  ) stored,
  -- The leading terpenes of the latest lab result (trigger-kept), for the terpene filter.
  terpenes text[] not null default '{}',
  notes text not null default '' check (char_length(notes) <= 5000),
  -- Paths in the animus-photos bucket, under {user_id}/{id}/.
  photos text[] not null default '{}'
    check (public.animus_text_list_ok(photos, 12, 512, false, true)
           and public.animus_paths_under(photos, user_id::text || '/' || id::text || '/')),
  shared boolean not null default false,
  published boolean not null default false,
  published_fields text[] not null default '{}' check (
    published_fields <@ array['synonyms', 'breeder', 'origin', 'accession_type', 'sex', 'acquisition_date',
                              'chemotype', 'lab_results', 'terpenes', 'lineage', 'photos', 'notes', 'tags']::text[]
    and public.animus_text_list_ok(published_fields, 13, 20, true, true)
  ),
  published_at timestamptz,
  name_key text generated always as (lower(name)) stored,
  search_text text generated always as (public.animus_search_text(name, synonyms)) stored,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

-- One passport per name and breeder per owner, in any case: a second "Blue Dream" needs its breeder.
create unique index animus_cultivars_owner_name_breeder_key
  on public.animus_cultivars (user_id, name_key, lower(breeder));
create index animus_cultivars_user_created_idx on public.animus_cultivars (user_id, created_at desc);
create index animus_cultivars_shared_idx on public.animus_cultivars (created_at desc) where shared;
create index animus_cultivars_published_idx on public.animus_cultivars (published_at desc) where published;
-- The library search: a GiST trigram index answers "word similarity above the threshold, nearest
-- first" by walking the index in distance order (KNN), so the first page costs the same whether a
-- query matches ten cultivars or ten thousand. The GIN index serves the same-name warning and the
-- archive's name match.
create index animus_cultivars_search_idx
  on public.animus_cultivars using gist (search_text extensions.gist_trgm_ops);
create index animus_cultivars_name_trgm_idx
  on public.animus_cultivars using gin (name_key extensions.gin_trgm_ops);
create index animus_cultivars_terpenes_idx on public.animus_cultivars using gin (terpenes);
create index animus_cultivars_breeder_idx on public.animus_cultivars (lower(breeder));

create trigger animus_cultivars_set_updated_at
  before update on public.animus_cultivars
  for each row execute function public.set_updated_at();

-- The archive shows when a cultivar was published; unpublishing clears it.
create function public.animus_cultivars_stamp_published() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.published and (tg_op = 'INSERT' or not old.published) then
    new.published_at := now();
  elsif not new.published then
    new.published_at := null;
  end if;
  return new;
end
$$;
revoke execute on function public.animus_cultivars_stamp_published() from public, anon, authenticated;

create trigger animus_cultivars_stamp_published
  before insert or update of published on public.animus_cultivars
  for each row execute function public.animus_cultivars_stamp_published();

alter table public.animus_cultivars enable row level security;

revoke all on table public.animus_cultivars from anon, authenticated;
grant select, delete on public.animus_cultivars to authenticated;
grant insert (
  id, user_id, name, synonyms, breeder, origin, accession_type, sex, acquisition_date, declared_chemotype,
  notes, photos, shared, published, published_fields
) on public.animus_cultivars to authenticated;
grant update (
  name, synonyms, breeder, origin, accession_type, sex, acquisition_date, declared_chemotype, notes, photos,
  shared, published, published_fields
) on public.animus_cultivars to authenticated;
grant select, insert, update, delete on public.animus_cultivars to service_role;

create policy "Growers read own and shared cultivars, moderators shared ones"
  on public.animus_cultivars for select to authenticated
  using (
    ((select public.has_tier('Advanced')) and (user_id = (select auth.uid()) or shared))
    or (shared and (select public.can_moderate()))
  );

create policy "Advanced growers add cultivars as themselves"
  on public.animus_cultivars for insert to authenticated
  with check (user_id = (select auth.uid()) and (select public.has_tier('Advanced')));

create policy "Advanced growers update their own cultivars"
  on public.animus_cultivars for update to authenticated
  using (user_id = (select auth.uid()) and (select public.has_tier('Advanced')))
  with check (user_id = (select auth.uid()) and (select public.has_tier('Advanced')));

create policy "Advanced growers delete their own cultivars"
  on public.animus_cultivars for delete to authenticated
  using (user_id = (select auth.uid()) and (select public.has_tier('Advanced')));

-- ---------------------------------------------------------------------------------------------
-- Lab results: percentages w/w as the lab reports them (ND = 0). Totals and the chemotype are
-- computed here, never typed.
create table public.animus_lab_results (
  id uuid primary key default gen_random_uuid(),
  cultivar_id uuid not null references public.animus_cultivars (id) on delete cascade,
  user_id uuid not null default auth.uid() references public.profiles (id) on delete cascade,
  lab_name text not null default '' check (char_length(lab_name) <= 120),
  sample_code text not null default '' check (char_length(sample_code) <= 64),
  tested_on date check (tested_on >= date '1990-01-01'),
  thc numeric(6, 3) not null default 0 check (thc between 0 and 100),
  thca numeric(6, 3) not null default 0 check (thca between 0 and 100),
  cbd numeric(6, 3) not null default 0 check (cbd between 0 and 100),
  cbda numeric(6, 3) not null default 0 check (cbda between 0 and 100),
  cbg numeric(6, 3) not null default 0 check (cbg between 0 and 100),
  cbga numeric(6, 3) not null default 0 check (cbga between 0 and 100),
  total_thc numeric generated always as (round(thc + 0.877 * thca, 3)) stored,
  total_cbd numeric generated always as (round(cbd + 0.877 * cbda, 3)) stored,
  total_cbg numeric generated always as (round(cbg + 0.878 * cbga, 3)) stored,
  chemotype text generated always as (
    public.animus_chemotype(round(thc + 0.877 * thca, 3), round(cbd + 0.877 * cbda, 3), round(cbg + 0.878 * cbga, 3))
  ) stored,
  terpenes jsonb not null default '{}'::jsonb check (public.animus_terpenes_ok(terpenes)),
  -- The certificate of analysis in the animus-coas bucket, under {user_id}/{cultivar_id}/.
  coa_path text check (
    char_length(coa_path) <= 512
    and starts_with(coa_path, user_id::text || '/' || cultivar_id::text || '/')
  ),
  notes text not null default '' check (char_length(notes) <= 2000),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint animus_lab_results_total_check check (thc + thca + cbd + cbda + cbg + cbga <= 100)
);

create index animus_lab_results_cultivar_idx
  on public.animus_lab_results (cultivar_id, tested_on desc nulls last, created_at desc);
create index animus_lab_results_user_idx on public.animus_lab_results (user_id);
create index animus_lab_results_coa_idx on public.animus_lab_results (coa_path) where coa_path is not null;

create trigger animus_lab_results_set_updated_at
  before update on public.animus_lab_results
  for each row execute function public.set_updated_at();

-- The cultivar's lab chemotype and leading terpenes follow its latest lab result (by test date,
-- then entry). SECURITY DEFINER: those columns are not writable through the API.
create function public.animus_lab_results_refresh_cultivar() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_cultivar uuid := coalesce(new.cultivar_id, old.cultivar_id);
begin
  update public.animus_cultivars c
  set lab_chemotype = latest.chemotype,
      terpenes = coalesce(public.animus_dominant_terpenes(latest.terpenes), '{}')
  from (select 1) one
  left join lateral (
    select l.chemotype, l.terpenes from public.animus_lab_results l
    where l.cultivar_id = v_cultivar
    order by l.tested_on desc nulls last, l.created_at desc, l.id
    limit 1
  ) latest on true
  where c.id = v_cultivar;
  return null;
end
$$;
revoke execute on function public.animus_lab_results_refresh_cultivar() from public, anon, authenticated;

create trigger animus_lab_results_refresh_cultivar
  after insert or update or delete on public.animus_lab_results
  for each row execute function public.animus_lab_results_refresh_cultivar();

alter table public.animus_lab_results enable row level security;

revoke all on table public.animus_lab_results from anon, authenticated;
grant select, delete on public.animus_lab_results to authenticated;
grant insert (
  id, cultivar_id, user_id, lab_name, sample_code, tested_on, thc, thca, cbd, cbda, cbg, cbga, terpenes,
  coa_path, notes
) on public.animus_lab_results to authenticated;
grant update (
  lab_name, sample_code, tested_on, thc, thca, cbd, cbda, cbg, cbga, terpenes, coa_path, notes
) on public.animus_lab_results to authenticated;
grant select, insert, update, delete on public.animus_lab_results to service_role;

-- Readable wherever the cultivar is (its own select policy decides).
create policy "Readers of a cultivar read its lab results"
  on public.animus_lab_results for select to authenticated
  using (exists (select 1 from public.animus_cultivars c where c.id = animus_lab_results.cultivar_id));

create policy "Advanced growers add lab results to their own cultivars"
  on public.animus_lab_results for insert to authenticated
  with check (
    user_id = (select auth.uid())
    and (select public.has_tier('Advanced'))
    and exists (
      select 1 from public.animus_cultivars c
      where c.id = animus_lab_results.cultivar_id and c.user_id = (select auth.uid())
    )
  );

create policy "Advanced growers update their own lab results"
  on public.animus_lab_results for update to authenticated
  using (user_id = (select auth.uid()) and (select public.has_tier('Advanced')))
  with check (user_id = (select auth.uid()) and (select public.has_tier('Advanced')));

create policy "Advanced growers delete their own lab results"
  on public.animus_lab_results for delete to authenticated
  using (user_id = (select auth.uid()) and (select public.has_tier('Advanced')));

-- ---------------------------------------------------------------------------------------------
-- Seed lots: the grower's own inventory, never shared.
create table public.animus_seed_lots (
  id uuid primary key default gen_random_uuid(),
  cultivar_id uuid not null references public.animus_cultivars (id) on delete cascade,
  user_id uuid not null default auth.uid() references public.profiles (id) on delete cascade,
  lot_code text not null check (char_length(lot_code) between 1 and 40 and lot_code = btrim(lot_code)),
  amount numeric(12, 2) not null check (amount >= 0 and amount <= 10000000),
  unit text not null default 'seeds' check (unit in ('seeds', 'g', 'packets')),
  storage_location text not null default '' check (char_length(storage_location) <= 120),
  produced_on date check (produced_on >= date '1900-01-01'),
  notes text not null default '' check (char_length(notes) <= 2000),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create unique index animus_seed_lots_owner_code_key on public.animus_seed_lots (user_id, lower(lot_code));
create index animus_seed_lots_cultivar_idx on public.animus_seed_lots (cultivar_id);

create trigger animus_seed_lots_set_updated_at
  before update on public.animus_seed_lots
  for each row execute function public.set_updated_at();

alter table public.animus_seed_lots enable row level security;

revoke all on table public.animus_seed_lots from anon, authenticated;
grant select, delete on public.animus_seed_lots to authenticated;
grant insert (id, cultivar_id, user_id, lot_code, amount, unit, storage_location, produced_on, notes)
  on public.animus_seed_lots to authenticated;
grant update (lot_code, amount, unit, storage_location, produced_on, notes)
  on public.animus_seed_lots to authenticated;
grant select, insert, update, delete on public.animus_seed_lots to service_role;

create policy "Advanced growers read their own seed lots"
  on public.animus_seed_lots for select to authenticated
  using (user_id = (select auth.uid()) and (select public.has_tier('Advanced')));

create policy "Advanced growers add seed lots to their own cultivars"
  on public.animus_seed_lots for insert to authenticated
  with check (
    user_id = (select auth.uid())
    and (select public.has_tier('Advanced'))
    and exists (
      select 1 from public.animus_cultivars c
      where c.id = animus_seed_lots.cultivar_id and c.user_id = (select auth.uid())
    )
  );

create policy "Advanced growers update their own seed lots"
  on public.animus_seed_lots for update to authenticated
  using (user_id = (select auth.uid()) and (select public.has_tier('Advanced')))
  with check (user_id = (select auth.uid()) and (select public.has_tier('Advanced')));

create policy "Advanced growers delete their own seed lots"
  on public.animus_seed_lots for delete to authenticated
  using (user_id = (select auth.uid()) and (select public.has_tier('Advanced')));

create table public.animus_germination_tests (
  id uuid primary key default gen_random_uuid(),
  seed_lot_id uuid not null references public.animus_seed_lots (id) on delete cascade,
  user_id uuid not null default auth.uid() references public.profiles (id) on delete cascade,
  tested_on date not null default current_date check (tested_on >= date '1900-01-01'),
  seeds_sown integer not null check (seeds_sown between 1 and 100000),
  seeds_germinated integer not null check (seeds_germinated >= 0),
  -- Days from sowing to the count.
  days integer check (days between 1 and 60),
  germination_rate numeric generated always as (round(100.0 * seeds_germinated / seeds_sown, 1)) stored,
  notes text not null default '' check (char_length(notes) <= 1000),
  created_at timestamptz not null default now(),
  constraint animus_germination_tests_count_check check (seeds_germinated <= seeds_sown)
);

create index animus_germination_tests_lot_idx on public.animus_germination_tests (seed_lot_id, tested_on desc);
create index animus_germination_tests_user_idx on public.animus_germination_tests (user_id);

alter table public.animus_germination_tests enable row level security;

revoke all on table public.animus_germination_tests from anon, authenticated;
grant select, delete on public.animus_germination_tests to authenticated;
grant insert (id, seed_lot_id, user_id, tested_on, seeds_sown, seeds_germinated, days, notes)
  on public.animus_germination_tests to authenticated;
grant update (tested_on, seeds_sown, seeds_germinated, days, notes)
  on public.animus_germination_tests to authenticated;
grant select, insert, update, delete on public.animus_germination_tests to service_role;

create policy "Advanced growers read their own germination tests"
  on public.animus_germination_tests for select to authenticated
  using (user_id = (select auth.uid()) and (select public.has_tier('Advanced')));

create policy "Advanced growers add germination tests to their own seed lots"
  on public.animus_germination_tests for insert to authenticated
  with check (
    user_id = (select auth.uid())
    and (select public.has_tier('Advanced'))
    and exists (
      select 1 from public.animus_seed_lots s
      where s.id = animus_germination_tests.seed_lot_id and s.user_id = (select auth.uid())
    )
  );

create policy "Advanced growers update their own germination tests"
  on public.animus_germination_tests for update to authenticated
  using (user_id = (select auth.uid()) and (select public.has_tier('Advanced')))
  with check (user_id = (select auth.uid()) and (select public.has_tier('Advanced')));

create policy "Advanced growers delete their own germination tests"
  on public.animus_germination_tests for delete to authenticated
  using (user_id = (select auth.uid()) and (select public.has_tier('Advanced')));

-- ---------------------------------------------------------------------------------------------
-- Storage: certificates of analysis (PDF or image, 10 MB) and cultivar photos (images, 5 MB), both
-- private. Paths are {user_id}/{cultivar_id}/{random}.{ext}; a chemistry tag's COA, uploaded by
-- whoever proposes the tag, goes under {user_id}/tags/{random}.{ext}.
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values
  ('animus-coas', 'animus-coas', false, 10485760,
   array['application/pdf', 'image/png', 'image/jpeg', 'image/webp']),
  ('animus-photos', 'animus-photos', false, 5242880,
   array['image/png', 'image/jpeg', 'image/webp', 'image/gif'])
on conflict (id) do nothing;

-- Whether the caller may read a photo: it is listed on a cultivar the caller can read (RLS decides,
-- through the cultivar's own policy) or the object is the caller's own. SECURITY INVOKER on
-- purpose: the cultivar's select policy is the rule.
create function public.animus_photo_readable(p_name text) returns boolean
language sql
stable
set search_path = ''
as $$
  select exists (
    select 1 from public.animus_cultivars c
    where c.id::text = (storage.foldername(p_name))[2] and p_name = any (c.photos)
  )
$$;
revoke execute on function public.animus_photo_readable(text) from public, anon, authenticated;
grant execute on function public.animus_photo_readable(text) to authenticated, service_role;

create policy "Advanced growers upload photos of their own cultivars"
  on storage.objects for insert to authenticated
  with check (
    bucket_id = 'animus-photos'
    and (storage.foldername(name))[1] = (select auth.uid())::text
    and array_length(storage.foldername(name), 1) = 2
    and (select public.has_tier('Advanced'))
    and lower(storage.extension(name)) in ('png', 'jpg', 'jpeg', 'webp', 'gif')
    and exists (
      select 1 from public.animus_cultivars c
      where c.user_id = (select auth.uid()) and c.id::text = (storage.foldername(objects.name))[2]
    )
  );

create policy "Owners and readers of a cultivar read its photos"
  on storage.objects for select to authenticated
  using (
    bucket_id = 'animus-photos'
    and (
      ((storage.foldername(name))[1] = (select auth.uid())::text and (select public.has_tier('Advanced')))
      or public.animus_photo_readable(name)
    )
  );

create policy "Advanced growers delete photos of their own cultivars"
  on storage.objects for delete to authenticated
  using (
    bucket_id = 'animus-photos'
    and (storage.foldername(name))[1] = (select auth.uid())::text
    and (select public.has_tier('Advanced'))
  );

create policy "Advanced growers upload COAs to their own folder"
  on storage.objects for insert to authenticated
  with check (
    bucket_id = 'animus-coas'
    and (storage.foldername(name))[1] = (select auth.uid())::text
    and array_length(storage.foldername(name), 1) = 2
    and (select public.has_tier('Advanced'))
    and lower(storage.extension(name)) in ('pdf', 'png', 'jpg', 'jpeg', 'webp')
    and (
      (storage.foldername(objects.name))[2] = 'tags'
      or exists (
        select 1 from public.animus_cultivars c
        where c.user_id = (select auth.uid()) and c.id::text = (storage.foldername(objects.name))[2]
      )
    )
  );

create policy "Advanced growers delete their own COAs"
  on storage.objects for delete to authenticated
  using (
    bucket_id = 'animus-coas'
    and (storage.foldername(name))[1] = (select auth.uid())::text
    and (select public.has_tier('Advanced'))
  );
-- Reading a COA is defined with the community tags (a tag's COA is evidence its voters may open).
