-- The public production board (/atlas/production, issue 18): signed-out visitors see the current
-- cycles of facilities whose owners chose to publish, and only what each allowed: a public name
-- for the facility, the alias of each published room, the phase, the day in the phase (unless
-- hidden) and the strain (unless hidden). Nothing else about a facility can be read by anon:
-- every Atlas table stays without an anon grant, and the board is one SECURITY DEFINER function
-- whose result has exactly those columns.
--
-- A cycle appears while it is active, today lies in one of its phases, that phase's room has a
-- public alias, and the facility's owner is on the Professional plan (Atlas's plan).

create table public.atlas_board_settings (
  facility_id uuid primary key references public.facilities (id) on delete cascade,
  published boolean not null default false,
  -- What visitors see instead of the facility's name and address.
  public_name text not null check (char_length(public_name) between 1 and 80 and public_name = btrim(public_name)),
  show_day boolean not null default true,
  show_strain boolean not null default false,
  updated_at timestamptz not null default now()
);
create trigger atlas_board_settings_set_updated_at
  before update on public.atlas_board_settings
  for each row execute function public.set_updated_at();

-- Rooms shown on the board, under an alias ("Flower A"), never their real names.
create table public.atlas_board_rooms (
  room_id uuid primary key,
  facility_id uuid not null,
  alias text not null check (char_length(alias) between 1 and 40 and alias = btrim(alias)),
  foreign key (facility_id, room_id) references public.rooms (facility_id, id) on delete cascade
);
create index atlas_board_rooms_facility_idx on public.atlas_board_rooms (facility_id, room_id);
create unique index atlas_board_rooms_alias_key on public.atlas_board_rooms (facility_id, lower(alias));

create function public.atlas_board_rooms_before_write() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  new.facility_id := (select r.facility_id from public.rooms r where r.id = new.room_id);
  return new;
end
$$;
revoke execute on function public.atlas_board_rooms_before_write() from public, anon, authenticated;
create trigger atlas_board_rooms_before_write
  before insert or update on public.atlas_board_rooms
  for each row execute function public.atlas_board_rooms_before_write();

alter table public.atlas_board_settings enable row level security;
alter table public.atlas_board_rooms enable row level security;

revoke all on table public.atlas_board_settings, public.atlas_board_rooms from anon, authenticated;
grant select, delete on public.atlas_board_settings to authenticated;
grant insert (facility_id, published, public_name, show_day, show_strain) on public.atlas_board_settings to authenticated;
grant update (published, public_name, show_day, show_strain) on public.atlas_board_settings to authenticated;
grant select, insert, update, delete on public.atlas_board_settings to service_role;

grant select, delete on public.atlas_board_rooms to authenticated;
grant insert (room_id, alias) on public.atlas_board_rooms to authenticated;
grant update (alias) on public.atlas_board_rooms to authenticated;
grant select, insert, update, delete on public.atlas_board_rooms to service_role;

create policy "Facility teams read their board settings"
  on public.atlas_board_settings for select to authenticated
  using (facility_id in (select public.atlas_facilities('read')));
create policy "Owners publish their facilities"
  on public.atlas_board_settings for insert to authenticated
  with check (facility_id in (select public.atlas_facilities('manage')));
create policy "Owners change what their board shows"
  on public.atlas_board_settings for update to authenticated
  using (facility_id in (select public.atlas_facilities('manage')))
  with check (facility_id in (select public.atlas_facilities('manage')));
create policy "Owners remove their board settings"
  on public.atlas_board_settings for delete to authenticated
  using (facility_id in (select public.atlas_facilities('manage')));

create policy "Facility teams read their published rooms"
  on public.atlas_board_rooms for select to authenticated
  using (facility_id in (select public.atlas_facilities('read')));
create policy "Owners publish rooms"
  on public.atlas_board_rooms for insert to authenticated
  with check (facility_id in (select public.atlas_facilities('manage')));
create policy "Owners rename published rooms"
  on public.atlas_board_rooms for update to authenticated
  using (facility_id in (select public.atlas_facilities('manage')))
  with check (facility_id in (select public.atlas_facilities('manage')));
create policy "Owners unpublish rooms"
  on public.atlas_board_rooms for delete to authenticated
  using (facility_id in (select public.atlas_facilities('manage')));

-- SECURITY DEFINER because anon may read no Atlas table: this function is the board, and its
-- columns are all a visitor can learn (no ids, no real names, nothing a facility did not allow).
create function public.atlas_production_board()
returns table (
  board_name text,
  room_alias text,
  phase text,
  day_in_phase integer,
  phase_days integer,
  strain text
)
language sql
stable
security definer
set search_path = ''
as $$
  select s.public_name, br.alias, p.phase,
    case when s.show_day then current_date - p.start_on + 1 end,
    case when s.show_day then p.end_on - p.start_on end,
    case when s.show_strain then c.strain_name end
  from public.atlas_board_settings s
  join public.facilities f on f.id = s.facility_id
  join public.profiles owner on owner.id = f.user_id
  join public.atlas_cycles c on c.facility_id = s.facility_id and c.status = 'active'
  join public.atlas_cycle_phases p on p.cycle_id = c.id
    and p.start_on <= current_date and current_date < p.end_on
  join public.atlas_board_rooms br on br.room_id = p.room_id
  where s.published
    and not owner.is_deleted
    and public.tier_rank(owner.membership_tier) >= public.tier_rank('Professional')
  order by s.public_name, br.alias
$$;
comment on function public.atlas_production_board() is
  'SECURITY DEFINER because anon may read no Atlas table: the public production board, current cycles of '
  'published facilities with only the fields each allowed.';
revoke execute on function public.atlas_production_board() from public, anon, authenticated;
grant execute on function public.atlas_production_board() to anon, authenticated, service_role;
