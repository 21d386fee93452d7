-- Arca CSV import: a duplicate is an entry in the same minute with the same values to three
-- decimals, not the same microsecond and the same binary number. Exports and spreadsheets write
-- times to the minute ("2026-03-01 09:00") and values in the grower's units (1.8 L is 0.475510 gal,
-- which comes back as 1.7999998 L), so re-importing an exported file found no duplicates.

-- Every number of a values object rounded to three decimals, nulls left out.
create function public.arca_round_values(p_values jsonb) returns jsonb
language sql
immutable
set search_path = ''
as $$
  select coalesce(jsonb_object_agg(key,
    case when jsonb_typeof(value) = 'number' then to_jsonb(round(value::text::numeric, 3)) else value end), '{}'::jsonb)
  from jsonb_each(jsonb_strip_nulls(coalesce(p_values, '{}'::jsonb)))
$$;
revoke execute on function public.arca_round_values(jsonb) from public, anon, authenticated;
grant execute on function public.arca_round_values(jsonb) to authenticated, service_role;

create or replace function public.arca_import_entries(
  p_kind text,
  p_facility_id uuid,
  p_rows jsonb,
  p_dry_run boolean default true
) returns jsonb
language plpgsql
set search_path = ''
as $$
declare
  v_import uuid := gen_random_uuid();
  v_row jsonb;
  v_i integer := 0;
  v_saved integer := 0;
  v_duplicates jsonb := '[]'::jsonb;
  v_errors jsonb := '[]'::jsonb;
  v_state text;
  v_message text;
  v_values jsonb;
begin
  if jsonb_typeof(p_rows) <> 'array' then
    raise exception 'Rows must be a list' using errcode = '22023';
  end if;
  if jsonb_array_length(p_rows) > 5000 then
    raise exception 'An import takes at most 5,000 rows; split the file.' using errcode = 'AR007';
  end if;
  if not public.facility_access(p_facility_id, 'log', public.arca_kind_tier(p_kind)) then
    raise exception 'You cannot log records in this facility.' using errcode = '42501';
  end if;

  begin
    for v_row in select value from jsonb_array_elements(p_rows) loop
      v_i := v_i + 1;
      begin
        v_values := coalesce(v_row -> 'values', '{}'::jsonb);
        -- Same place, minute and values as an entry already there (or saved from an earlier row).
        if exists (
          select 1 from public.arca_entries e
          where e.facility_id = p_facility_id and e.kind = p_kind and e.deleted_at is null
            and e.room_id is not distinct from (v_row ->> 'room_id')::uuid
            and e.lot_id is not distinct from (v_row ->> 'lot_id')::uuid
            and e.occurred_at >= date_trunc('minute', (v_row ->> 'occurred_at')::timestamptz)
            and e.occurred_at < date_trunc('minute', (v_row ->> 'occurred_at')::timestamptz) + interval '1 minute'
            and public.arca_round_values(public.arca_entry_values(e.id, p_kind))
              = public.arca_round_values(public.arca_normalize_values(p_kind, v_values))
        ) then
          v_duplicates := v_duplicates || to_jsonb(v_i);
          continue;
        end if;
        perform public.arca_log_entry(
          (v_row - 'id' - 'kind' - 'facility_id' - 'import_id')
          || jsonb_build_object('kind', p_kind, 'facility_id', p_facility_id, 'import_id', v_import));
        v_saved := v_saved + 1;
      exception when others then
        get stacked diagnostics v_state = returned_sqlstate, v_message = message_text;
        v_errors := v_errors || jsonb_build_object('row', v_i, 'code', v_state, 'message', v_message);
      end;
    end loop;
    if p_dry_run then
      raise exception 'dry run' using errcode = 'AR999';
    end if;
  exception when sqlstate 'AR999' then
    null; -- a dry run: everything above is rolled back, the findings are kept
  end;

  if not p_dry_run and jsonb_array_length(v_errors) > 0 then
    raise exception 'The import has % row(s) with errors; nothing was saved.', jsonb_array_length(v_errors)
      using errcode = 'AR004', detail = v_errors::text;
  end if;
  return jsonb_build_object(
    'import_id', case when p_dry_run then null else v_import end,
    'saved', v_saved,
    'duplicates', v_duplicates,
    'errors', v_errors);
end
$$;

revoke execute on function public.arca_import_entries(text, uuid, jsonb, boolean) from public, anon, authenticated;
grant execute on function public.arca_import_entries(text, uuid, jsonb, boolean) to authenticated, service_role;
