-- Bulk import into the strain library, all or nothing: the screen parses and checks a CSV and shows
-- a preview with per-row errors; this function inserts every row (passport, optional lab result,
-- optional parentage by parent names) in one transaction as the caller, so every policy and CHECK
-- applies. Each row runs in its own subtransaction so that every failing row is reported, then
-- one failure rolls back the lot: the error's detail is a JSON array of
-- {row, code, message, constraint, column} with row numbered from 1 in the order sent.
--
-- Row: {name, synonyms: [..], breeder, origin, accession_type, sex, acquisition_date,
--       declared_chemotype, notes, lab: {lab_name, tested_on, thc, thca, cbd, cbda, cbg, cbga,
--       terpenes: {..}}, mother, father, lineage_evidence, lineage_source}
-- Parents are found by name (any case): the caller's own cultivars first (including rows of this
-- import), then shared ones; a name that matches none, or several, is that row's error.

create function public.animus_import_cultivars(p_rows jsonb) returns jsonb
language plpgsql
set search_path = ''
as $$
declare
  v_uid uuid := (select auth.uid());
  v_row jsonb;
  v_i integer := 0;
  v_id uuid;
  v_ids uuid[] := '{}';
  v_errors jsonb := '[]'::jsonb;
  v_lab jsonb;
  v_mother uuid;
  v_father uuid;
  v_constraint text;
  v_column text;
begin
  if v_uid is null or not public.has_tier('Advanced') then
    raise exception 'The strain library needs an Advanced plan' using errcode = '42501';
  end if;
  if p_rows is null or jsonb_typeof(p_rows) <> 'array' or jsonb_array_length(p_rows) = 0 then
    raise exception 'Nothing to import' using errcode = '22023';
  end if;
  if jsonb_array_length(p_rows) > 5000 then
    raise exception 'At most 5,000 rows per import' using errcode = '22023';
  end if;

  -- Pass 1: passports and lab results.
  for v_row in select r from jsonb_array_elements(p_rows) r loop
    v_i := v_i + 1;
    v_id := null;
    begin
      if jsonb_typeof(v_row) <> 'object' then
        raise exception 'A row must be an object' using errcode = '22023';
      end if;
      insert into public.animus_cultivars (
        name, synonyms, breeder, origin, accession_type, sex, acquisition_date, declared_chemotype, notes
      ) values (
        v_row ->> 'name',
        coalesce(public.animus_jsonb_text_array(coalesce(v_row -> 'synonyms', '[]'::jsonb)), array[]::text[]),
        coalesce(v_row ->> 'breeder', ''),
        coalesce(v_row ->> 'origin', ''),
        coalesce(v_row ->> 'accession_type', 'clone'),
        coalesce(v_row ->> 'sex', 'unknown'),
        (v_row ->> 'acquisition_date')::date,
        nullif(v_row ->> 'declared_chemotype', ''),
        coalesce(v_row ->> 'notes', '')
      ) returning id into v_id;

      v_lab := v_row -> 'lab';
      if jsonb_typeof(v_lab) = 'object' then
        insert into public.animus_lab_results (
          cultivar_id, lab_name, tested_on, thc, thca, cbd, cbda, cbg, cbga, terpenes
        ) values (
          v_id, coalesce(v_lab ->> 'lab_name', ''), (v_lab ->> 'tested_on')::date,
          coalesce((v_lab ->> 'thc')::numeric, 0), coalesce((v_lab ->> 'thca')::numeric, 0),
          coalesce((v_lab ->> 'cbd')::numeric, 0), coalesce((v_lab ->> 'cbda')::numeric, 0),
          coalesce((v_lab ->> 'cbg')::numeric, 0), coalesce((v_lab ->> 'cbga')::numeric, 0),
          coalesce(v_lab -> 'terpenes', '{}'::jsonb)
        );
      end if;
    exception when others then
      get stacked diagnostics v_constraint = constraint_name, v_column = column_name;
      v_errors := v_errors || jsonb_build_object('row', v_i, 'code', sqlstate, 'message', sqlerrm,
                                                 'constraint', nullif(v_constraint, ''), 'column', nullif(v_column, ''));
      v_id := null;
    end;
    v_ids := v_ids || v_id;
  end loop;

  -- Pass 2: parentage, now that every row of the import has a passport.
  v_i := 0;
  for v_row in select r from jsonb_array_elements(p_rows) r loop
    v_i := v_i + 1;
    continue when v_ids[v_i] is null or jsonb_typeof(v_row) <> 'object'
      or nullif(btrim(v_row ->> 'mother'), '') is null;
    begin
      v_mother := public.animus_import_find_parent(v_row ->> 'mother');
      v_father := case when nullif(btrim(v_row ->> 'father'), '') is null then null
                       else public.animus_import_find_parent(v_row ->> 'father') end;
      insert into public.animus_lineage_claims (child_id, mother_id, father_id, evidence, source)
      values (v_ids[v_i], v_mother, v_father, coalesce(nullif(v_row ->> 'lineage_evidence', ''), 'grower_claim'),
              coalesce(v_row ->> 'lineage_source', ''));
    exception when others then
      get stacked diagnostics v_constraint = constraint_name, v_column = column_name;
      v_errors := v_errors || jsonb_build_object('row', v_i, 'code', sqlstate, 'message', sqlerrm,
                                                 'constraint', nullif(v_constraint, ''), 'column', nullif(v_column, ''));
    end;
  end loop;

  if jsonb_array_length(v_errors) > 0 then
    raise exception 'Nothing was imported: % of % rows have errors', jsonb_array_length(v_errors), jsonb_array_length(p_rows)
      using errcode = '22023', detail = v_errors::text;
  end if;
  return jsonb_build_object('imported', cardinality(v_ids), 'ids', to_jsonb(v_ids));
end
$$;

-- A parent by name for the import: the caller's own cultivar of that name, else a shared one.
create function public.animus_import_find_parent(p_name text) returns uuid
language plpgsql
stable
set search_path = ''
as $$
declare
  v_ids uuid[];
begin
  v_ids := array(select c.id from public.animus_cultivars c
                 where c.name_key = lower(btrim(p_name)) and c.user_id = (select auth.uid()));
  if cardinality(v_ids) = 0 then
    v_ids := array(select c.id from public.animus_cultivars c where c.name_key = lower(btrim(p_name)));
  end if;
  if cardinality(v_ids) = 0 then
    raise exception 'No cultivar called "%" in your library or the shared library', btrim(p_name)
      using errcode = '23503';
  elsif cardinality(v_ids) > 1 then
    raise exception 'Several cultivars are called "%"; add the parentage on the cultivar''s page instead', btrim(p_name)
      using errcode = '23503';
  end if;
  return v_ids[1];
end
$$;

revoke execute on function public.animus_import_cultivars(jsonb) from public, anon, authenticated;
revoke execute on function public.animus_import_find_parent(text) from public, anon, authenticated;
grant execute on function public.animus_import_cultivars(jsonb) to authenticated, service_role;
grant execute on function public.animus_import_find_parent(text) to authenticated, service_role;
