-- Facilities and their rooms (spec-2 §3; issue 4). A grower sees and changes only their own; a room
-- belongs to whoever owns its facility, and deleting a facility deletes its rooms. aroya_room_id maps
-- a room to its AROYA room number (0–99999, spec-2 §5).

create table public.facilities (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references public.profiles (id) on delete cascade,
  name text not null check (char_length(trim(name)) between 1 and 100 and name = trim(name)),
  -- Street address or a looser "city, region": whatever the grower writes.
  location text check (char_length(location) <= 300),
  notes text check (char_length(notes) <= 2000),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

-- Two facilities of one grower with the same name would be indistinguishable (23505).
create unique index facilities_user_name_key on public.facilities (user_id, lower(name));

create trigger facilities_set_updated_at
  before update on public.facilities
  for each row execute function public.set_updated_at();

create table public.rooms (
  id uuid primary key default gen_random_uuid(),
  facility_id uuid not null references public.facilities (id) on delete cascade,
  room_name text not null check (char_length(trim(room_name)) between 1 and 100 and room_name = trim(room_name)),
  room_type text not null default 'other'
    check (room_type in ('propagation', 'veg', 'flower', 'dry', 'cure', 'storage', 'other')),
  aroya_room_id integer check (aroya_room_id between 0 and 99999),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

-- Also the index for the facility_id foreign key and the "rooms of a facility" query.
create unique index rooms_facility_name_key on public.rooms (facility_id, lower(room_name));

create trigger rooms_set_updated_at
  before update on public.rooms
  for each row execute function public.set_updated_at();

alter table public.facilities enable row level security;
alter table public.rooms enable row level security;

-- Start from nothing, so a project whose default privileges still grant new tables to the API roles
-- ends up with exactly these grants.
revoke all on public.facilities, public.rooms from anon, authenticated;

grant select, delete on public.facilities to authenticated;
grant insert (user_id, name, location, notes) on public.facilities to authenticated;
grant update (name, location, notes) on public.facilities to authenticated;
grant select, insert, update, delete on public.facilities to service_role;

-- A room never moves to another facility: facility_id is not updatable.
grant select, delete on public.rooms to authenticated;
grant insert (facility_id, room_name, room_type, aroya_room_id) on public.rooms to authenticated;
grant update (room_name, room_type, aroya_room_id) on public.rooms to authenticated;
grant select, insert, update, delete on public.rooms to service_role;

create policy "Owners read their facilities"
  on public.facilities for select to authenticated
  using (user_id = (select auth.uid()));

create policy "Owners create facilities for themselves"
  on public.facilities for insert to authenticated
  with check (user_id = (select auth.uid()));

create policy "Owners update their facilities"
  on public.facilities for update to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()));

create policy "Owners delete their facilities"
  on public.facilities for delete to authenticated
  using (user_id = (select auth.uid()));

-- The facility sub-select runs under the facilities policies above, so it only finds the caller's own.
create policy "Owners read the rooms of their facilities"
  on public.rooms for select to authenticated
  using (exists (select 1 from public.facilities f where f.id = rooms.facility_id and f.user_id = (select auth.uid())));

create policy "Owners add rooms to their facilities"
  on public.rooms for insert to authenticated
  with check (exists (select 1 from public.facilities f where f.id = rooms.facility_id and f.user_id = (select auth.uid())));

create policy "Owners update the rooms of their facilities"
  on public.rooms for update to authenticated
  using (exists (select 1 from public.facilities f where f.id = rooms.facility_id and f.user_id = (select auth.uid())))
  with check (exists (select 1 from public.facilities f where f.id = rooms.facility_id and f.user_id = (select auth.uid())));

create policy "Owners delete the rooms of their facilities"
  on public.rooms for delete to authenticated
  using (exists (select 1 from public.facilities f where f.id = rooms.facility_id and f.user_id = (select auth.uid())));
