-- A room that is taken says by what. The exclusion constraint atlas_cycle_phases_room_free only
-- says "conflicting key value" (23P01), so a manager planning a cycle or moving a milestone learnt
-- that the room was busy but not which cycle holds it, or when. This check runs for every phase
-- written by any path (applying a template, moving a milestone, giving a phase another room) and
-- refuses with the room, the cycle, its phase and its dates (AT016). It runs before the write, not
-- at commit like the constraint: the constraint's own recheck is queued ahead of any after-trigger,
-- so a deferred check would never speak first. Checking at once is safe because it looks only at
-- other cycles' phases, which a write to this cycle does not move; the phases of one cycle passing
-- through each other during a milestone move are left to the deferred constraint, as before.
-- It runs as the caller: only a manager of the facility can write a phase, and the phase holding
-- the same room is of the same facility, so the words name nothing the caller could not read. Were
-- it ever unreadable, nothing is found and the constraint refuses in its own words.
create function public.atlas_room_taken_names_cycle() returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
declare
  v_holder record;
begin
  select r.room_name, c.name as cycle_name, p.phase, p.start_on, p.end_on into v_holder
  from public.atlas_cycle_phases p
  join public.atlas_cycles c on c.id = p.cycle_id
  join public.rooms r on r.id = p.room_id
  where p.room_id = new.room_id
    and p.holds_room
    and p.cycle_id <> new.cycle_id
    and daterange(p.start_on, p.end_on, '[)') && daterange(new.start_on, new.end_on, '[)')
  order by p.start_on
  limit 1;
  if found then
    -- end_on is the first day after the phase: the last day it holds the room is the day before.
    raise exception '% is held by % (%) from % to %. Choose another room or start date.',
      v_holder.room_name, v_holder.cycle_name, v_holder.phase,
      to_char(v_holder.start_on, 'FMMon FMDD, YYYY'), to_char(v_holder.end_on - 1, 'FMMon FMDD, YYYY')
      using errcode = 'AT016';
  end if;
  return new;
end
$$;
revoke execute on function public.atlas_room_taken_names_cycle() from public, anon, authenticated;

create trigger atlas_room_taken_names_cycle
  before insert or update of room_id, start_on, end_on, holds_room on public.atlas_cycle_phases
  for each row
  when (new.holds_room and new.room_id is not null)
  execute function public.atlas_room_taken_names_cycle();
