-- Certification documents: a private bucket (PDF or images, 5 MB enforced by the bucket), objects
-- at `{consultant_profile_id}/{random}.{ext}`. The profile's owner uploads, reads and deletes under
-- their profile's folder; admins read all (through signed URLs). No update policy: files are
-- replaced by uploading a new random name, never overwritten.

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('certifications', 'certifications', false, 5242880,
        array['application/pdf', 'image/png', 'image/jpeg', 'image/webp'])
on conflict (id) do nothing;

-- Whether the caller owns the consultant profile named by an object's first folder.
create function public.owns_consultant_folder(p_name text) returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.agora_consultant_profiles c
    where c.id::text = (storage.foldername(p_name))[1] and c.user_id = (select auth.uid()))
$$;
revoke execute on function public.owns_consultant_folder(text) from public;
grant execute on function public.owns_consultant_folder(text) to authenticated, service_role;

create policy "Consultants upload certification documents to their folder"
  on storage.objects for insert to authenticated
  with check (
    bucket_id = 'certifications'
    and array_length(storage.foldername(name), 1) = 1
    and public.owns_consultant_folder(name));

create policy "Consultants read their certification documents and admins read all"
  on storage.objects for select to authenticated
  using (bucket_id = 'certifications' and (public.owns_consultant_folder(name) or (select public.is_admin())));

create policy "Consultants delete their certification documents"
  on storage.objects for delete to authenticated
  using (bucket_id = 'certifications' and public.owns_consultant_folder(name));
