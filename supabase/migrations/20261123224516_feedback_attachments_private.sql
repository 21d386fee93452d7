-- Feedback attachments were public: any signed-in user could upload any number of images under one
-- shared folder, and everybody could fetch every one of them by URL. Screenshots sent with bug
-- reports often show a grower's rooms, data or account, so the bucket is now private:
--   * each user uploads only into their own folder `{user_id}/{random}.{ext}`, images only, and at
--     most 50 files (250 MB at the bucket's 5 MB limit), so one account cannot fill the storage;
--   * the owner and admins read them; admins see them through short-lived signed URLs;
--   * feedback_logs.attachment_url holds that object path, and a user can only attach a file from
--     their own folder.
-- Existing rows keep their image: a stored public URL becomes its object path.

update storage.buckets set public = false where id = 'attachments';

update public.feedback_logs
set attachment_url = regexp_replace(attachment_url, '^https?://[^/]+/storage/v1/object/(public/|authenticated/)?attachments/', '')
where attachment_url ~ '^https?://[^/]+/storage/v1/object/(public/|authenticated/)?attachments/';
update public.feedback_logs set attachment_url = null where attachment_url ~ '^[a-z]+:';

alter table public.feedback_logs drop constraint feedback_logs_attachment_url_check;
alter table public.feedback_logs add constraint feedback_logs_attachment_path check (
  attachment_url is null
  or (char_length(attachment_url) <= 512 and attachment_url ~ '^[A-Za-z0-9_-]+/[A-Za-z0-9_-]+\.[A-Za-z0-9]{1,8}$'));

drop policy "Users file open feedback as themselves" on public.feedback_logs;
create policy "Users file open feedback as themselves with their own attachment"
  on public.feedback_logs for insert to authenticated
  with check (
    user_id = (select auth.uid())
    and status = 'open'
    and (attachment_url is null or split_part(attachment_url, '/', 1) = (select auth.uid())::text));

drop policy "Users upload feedback attachments" on storage.objects;
drop policy "Users read their own attachments and admins read all" on storage.objects;
drop policy "Users delete their own attachments" on storage.objects;

-- How many files the caller has in their attachments folder. SECURITY DEFINER because a policy on
-- storage.objects cannot query storage.objects itself (Postgres refuses the recursion); it counts
-- only the caller's own folder.
create function public.feedback_attachment_count() returns integer
language sql
stable
security definer
set search_path = ''
as $$
  select count(*)::integer from storage.objects o
  where o.bucket_id = 'attachments' and o.name like (select auth.uid())::text || '/%'
$$;
revoke all on function public.feedback_attachment_count() from public, anon, authenticated;
grant execute on function public.feedback_attachment_count() to authenticated, service_role;

create policy "Users upload up to 50 feedback images into their own folder"
  on storage.objects for insert to authenticated
  with check (
    bucket_id = 'attachments'
    and array_length(storage.foldername(name), 1) = 1
    and (storage.foldername(name))[1] = (select auth.uid())::text
    and lower(storage.extension(name)) in ('png', 'jpg', 'jpeg', 'gif', 'webp')
    and public.feedback_attachment_count() < 50);

-- owner_id also covers the files uploaded into the old shared folder.
create policy "Users read their own feedback images and admins read all"
  on storage.objects for select to authenticated
  using (
    bucket_id = 'attachments'
    and ((storage.foldername(name))[1] = (select auth.uid())::text
         or owner_id = (select auth.uid())::text
         or (select public.is_admin())));

create policy "Users delete their own feedback images"
  on storage.objects for delete to authenticated
  using (
    bucket_id = 'attachments'
    and ((storage.foldername(name))[1] = (select auth.uid())::text or owner_id = (select auth.uid())::text));
