-- Feedback from signed-in users, with an optional image in the public `attachments` bucket.
-- Users file and read their own; admins read all and move it through its statuses.

create table public.feedback_logs (
  feedback_id uuid primary key default gen_random_uuid(),
  user_id uuid not null references public.profiles (id) on delete cascade,
  feedback_type text not null check (feedback_type in ('Bug', 'Feature', 'Improvement', 'General')),
  description text not null check (char_length(trim(description)) between 10 and 1000),
  attachment_url text check (attachment_url ~ '^https?://' and char_length(attachment_url) <= 2048),
  user_metadata jsonb not null default '{}'::jsonb
    check (jsonb_typeof(user_metadata) = 'object' and pg_column_size(user_metadata) <= 4096),
  status text not null default 'open' check (status in ('open', 'in_progress', 'resolved', 'closed')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

-- The same text filed twice by one user is a duplicate (23505 → 'This feedback appears to be a duplicate.').
create unique index feedback_logs_no_duplicates
  on public.feedback_logs (user_id, feedback_type, md5(lower(trim(description))));
create index feedback_logs_status_created_idx on public.feedback_logs (status, created_at desc);

create trigger feedback_logs_set_updated_at
  before update on public.feedback_logs
  for each row execute function public.set_updated_at();

alter table public.feedback_logs enable row level security;

grant select on public.feedback_logs to authenticated;
grant insert (user_id, feedback_type, description, attachment_url, user_metadata, status)
  on public.feedback_logs to authenticated;
grant update (status) on public.feedback_logs to authenticated;
grant select, insert, update, delete on public.feedback_logs to service_role;

create policy "Users read their own feedback and admins read all"
  on public.feedback_logs for select to authenticated
  using (user_id = (select auth.uid()) or (select public.is_admin()));

create policy "Users file open feedback as themselves"
  on public.feedback_logs for insert to authenticated
  with check (user_id = (select auth.uid()) and status = 'open');

create policy "Admins change feedback status"
  on public.feedback_logs for update to authenticated
  using ((select public.is_admin()))
  with check ((select public.is_admin()));

-- Attachments: images up to 5 MB, enforced by the bucket itself. Public so the admin view can show
-- them by URL; no broad select policy, so the bucket cannot be listed.
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('attachments', 'attachments', true, 5242880,
        array['image/png', 'image/jpeg', 'image/gif', 'image/webp']);

create policy "Users upload feedback attachments"
  on storage.objects for insert to authenticated
  with check (
    bucket_id = 'attachments'
    and (storage.foldername(name))[1] = 'feedback-attachments'
  );

create policy "Users read their own attachments and admins read all"
  on storage.objects for select to authenticated
  using (bucket_id = 'attachments' and (owner_id = (select auth.uid())::text or (select public.is_admin())));

create policy "Users delete their own attachments"
  on storage.objects for delete to authenticated
  using (bucket_id = 'attachments' and owner_id = (select auth.uid())::text);
