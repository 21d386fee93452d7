-- Animus: the private `selection-images` bucket for selection and plant photos (images up to 5 MB,
-- enforced by the bucket). Paths are {user_id}/{project_id}/{random}.{ext}: an Advanced grower
-- uploads only under their own folder and into one of their own projects, and reads, replaces and
-- deletes only their own folder. Private, so images are shown through signed URLs.

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('selection-images', 'selection-images', false, 5242880,
        array['image/png', 'image/jpeg', 'image/webp', 'image/gif']);

create policy "Advanced growers upload selection images into their own projects"
  on storage.objects for insert to authenticated
  with check (
    bucket_id = 'selection-images'
    and (storage.foldername(name))[1] = (select auth.uid())::text
    and (select public.has_tier('Advanced'))
    and lower(storage.extension(name)) in ('png', 'jpg', 'jpeg', 'webp', 'gif')
    and exists (
      select 1 from public.breeding_projects bp
      -- objects.name: a bare `name` here would be the project's name.
      where bp.user_id = (select auth.uid()) and bp.id::text = (storage.foldername(objects.name))[2]
    )
  );

create policy "Advanced growers read their own selection images"
  on storage.objects for select to authenticated
  using (
    bucket_id = 'selection-images'
    and (storage.foldername(name))[1] = (select auth.uid())::text
    and (select public.has_tier('Advanced'))
  );

create policy "Advanced growers replace their own selection images"
  on storage.objects for update to authenticated
  using (
    bucket_id = 'selection-images'
    and (storage.foldername(name))[1] = (select auth.uid())::text
    and (select public.has_tier('Advanced'))
  )
  with check (
    bucket_id = 'selection-images'
    and (storage.foldername(name))[1] = (select auth.uid())::text
    and (select public.has_tier('Advanced'))
  );

create policy "Advanced growers delete their own selection images"
  on storage.objects for delete to authenticated
  using (
    bucket_id = 'selection-images'
    and (storage.foldername(name))[1] = (select auth.uid())::text
    and (select public.has_tier('Advanced'))
  );
