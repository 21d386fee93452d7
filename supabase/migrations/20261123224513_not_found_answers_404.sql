-- "Not found" from a function answers HTTP 404. The functions raised SQLSTATE P0002
-- (no_data_found), which PostgREST turns into a 500 (P0* is "PL/pgSQL error"), so a stale link
-- looked like a server fault and the app's retries hammered it. PostgREST answers a raised
-- 'PTxyz' with status xyz, so these now raise PT404 (book_consultation, decide_verification and the
-- consultation functions were redefined with it in the two migrations before this one; the Arca
-- entry functions are included here).
--
-- The change is the error code only, so each function is recreated from its own current
-- definition with that one code replaced; CREATE OR REPLACE keeps its owner and privileges.
do $$
declare
  f regprocedure;
  v_def text;
begin
  foreach f in array array[
    'public.save_verification_draft(uuid, text, text)',
    'public.admin_set_consultant_status(uuid, text)',
    'public.admin_set_certification_verified(uuid, boolean)',
    'public.take_over_verification(uuid)',
    'public.update_consultant_profile(uuid, text, text, text, integer, integer, boolean, text, text, integer[], jsonb, text, integer[])',
    'public.add_organization_member(uuid, text, text)',
    'public.apply_subscription(uuid, text)',
    'public.admin_set_tier(uuid, text)',
    'public.arca_update_entry(uuid, integer, jsonb)',
    'public.arca_set_deleted(uuid[], boolean)'
  ]::regprocedure[]
  loop
    v_def := pg_get_functiondef(f);
    if position('errcode = ''P0002''' in v_def) = 0 then
      raise exception '% no longer raises P0002; update this migration', f;
    end if;
    execute replace(v_def, 'errcode = ''P0002''', 'errcode = ''PT404''');
  end loop;
end
$$;
