-- A verified certification's document stays what the admin verified. A consultant could delete the
-- object behind a verified certification and upload a different file under the same name: the row
-- stayed verified and the admin saw the forged file. Now the storage policies refuse to delete, or
-- upload under, a name that a verified certification points at (there is no update policy, so
-- overwriting and moving were already refused). A changed document is a new upload under a new
-- random name, and pointing the certification at it clears `verified`
-- (agora_certification_reset_verified), so it goes back to the admin.

-- Whether a verified certification points at this object name. SECURITY DEFINER so the policies can
-- ask regardless of the certification rows' own policies; it answers yes or no only.
create function public.certification_document_verified(p_name text) returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.agora_consultant_certifications c
    where c.document_url = p_name and c.verified)
$$;
revoke all on function public.certification_document_verified(text) from public, anon, authenticated;
grant execute on function public.certification_document_verified(text) to authenticated, service_role;

drop policy "Consultants upload certification documents to their folder" on storage.objects;
create policy "Consultants upload certification documents to their folder"
  on storage.objects for insert to authenticated
  with check (
    bucket_id = 'certifications'
    and array_length(storage.foldername(name), 1) = 1
    and public.owns_consultant_folder(name)
    and not public.certification_document_verified(name));

drop policy "Consultants delete their certification documents" on storage.objects;
create policy "Consultants delete their certification documents unless verified"
  on storage.objects for delete to authenticated
  using (
    bucket_id = 'certifications'
    and public.owns_consultant_folder(name)
    and not public.certification_document_verified(name));
