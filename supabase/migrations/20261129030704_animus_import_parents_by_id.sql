-- Strain library import: a parent the file's name cannot single out can be named exactly. The
-- preview now flags a parent name that several cultivars share (and one that none has) and lets the
-- grower pick which is meant before anything is sent; the pick, or a file that names a parent by
-- its id, reaches the import as that cultivar's id, and a parent that is another row of the same
-- file as `mother_row` / `father_row` (its position among the rows sent, from 1). Names are found
-- as before: the caller's own cultivars (this import's rows included) first, then shared ones.

-- The parent a row names in `p_field` ('mother' or 'father'): another row of this import by its
-- position (`<field>_row`), a cultivar by its id, or a cultivar by its name; null when the row
-- names none. The id must be one the caller can read (RLS applies: this runs as the caller).
create function public.animus_import_parent(p_row jsonb, p_field text, p_ids uuid[]) returns uuid
language plpgsql
stable
set search_path = ''
as $$
declare
  v_text text := nullif(btrim(p_row ->> p_field), '');
  v_pos integer;
  v_id uuid;
begin
  if p_row ? (p_field || '_row') then
    if jsonb_typeof(p_row -> (p_field || '_row')) <> 'number' then
      raise exception 'The % must be given as a row number', p_field using errcode = '22023';
    end if;
    v_pos := (p_row ->> (p_field || '_row'))::integer;
    if v_pos < 1 or v_pos > cardinality(p_ids) or p_ids[v_pos] is null then
      raise exception 'The % is row %, which is not a cultivar of this import', p_field, v_pos using errcode = '23503';
    end if;
    return p_ids[v_pos];
  end if;
  if v_text is null then
    return null;
  end if;
  if v_text ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then
    select c.id into v_id from public.animus_cultivars c where c.id = v_text::uuid;
    if v_id is null then
      raise exception 'No cultivar with the id % in your library or the shared library', v_text
        using errcode = '23503';
    end if;
    return v_id;
  end if;
  return public.animus_import_find_parent(v_text);
end
$$;

revoke execute on function public.animus_import_parent(jsonb, text, uuid[]) from public, anon, authenticated;
grant execute on function public.animus_import_parent(jsonb, text, uuid[]) to authenticated, service_role;

create or replace function public.animus_import_cultivars(p_rows jsonb) returns jsonb
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
      or (nullif(btrim(v_row ->> 'mother'), '') is null and v_row -> 'mother_row' is null);
    begin
      v_mother := public.animus_import_parent(v_row, 'mother', v_ids);
      v_father := public.animus_import_parent(v_row, 'father', v_ids);
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

revoke execute on function public.animus_import_cultivars(jsonb) from public, anon, authenticated;
grant execute on function public.animus_import_cultivars(jsonb) to authenticated, service_role;
