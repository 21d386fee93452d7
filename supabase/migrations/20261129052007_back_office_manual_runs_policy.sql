-- Runs by hand are read and written only through the back-office functions (security definer,
-- admins only) and by the service role; say so with an explicit policy, as every table in public
-- has one, and index the foreign key so deleting a profile does not scan the table.
create policy "Nobody reads runs by hand through the API"
  on public.back_office_manual_runs for select to authenticated
  using (false);
create index back_office_manual_runs_run_by_idx on public.back_office_manual_runs (run_by);
