-- Arca CSV import: what makes a reading the same. A reading is the same as one already logged
-- when it was taken in the same room, in the same minute, with the same values (to three
-- decimals); the lot it is filed under tells two apart only when both name one. A sheet without a
-- Lot column (a sensor export, a spreadsheet kept per room) re-imported an entry logged with its
-- lot as a second entry, because "no lot" never equalled the lot.

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
        -- Same room, minute and values as an entry already there (or saved from an earlier row);
        -- a lot only tells two apart when both name one.
        if exists (
          select 1 from public.arca_entries e
          where e.facility_id = p_facility_id and e.kind = p_kind and e.deleted_at is null
            and e.room_id is not distinct from (v_row ->> 'room_id')::uuid
            and (e.lot_id is null or (v_row ->> 'lot_id') is null or e.lot_id = (v_row ->> 'lot_id')::uuid)
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
