-- Atlas demo data (issue 18). North Campus (pro@, Marcus, Professional) is run by a team:
--   pro@example.com       Marcus Oyelaran   owner
--   advanced@example.com  Lena Hofmann      manager  (her own plan: Advanced)
--   basic@example.com     Priya Natarajan   staff    (her own plan: Basic)
-- and free@example.com (Sam) has an open invitation to join as staff. Lena and Priya work in
-- North Campus's Atlas under Marcus's Professional plan; their own facilities keep their own plans.
--
-- Three SOPs with version histories and acknowledgements (Priya is not current on the sanitation
-- SOP's new version, and the IPM SOP's review is due in three weeks with a new draft waiting for
-- Marcus's approval); equipment with maintenance history; consumables around their reorder points;
-- two cycle templates; a cycle in flower whose flip was moved three days, one in veg from Lena's
-- Animus project, and one planned. Dates are relative to the day the seed runs. Cycles are made
-- by the same function the app calls, acting as Lena (request.jwt.claims), so the rules hold.

-- ---------------------------------------------------------------------------------------------
-- The team.
insert into public.facility_members (facility_id, user_id, role, created_at) values
  ('f0000000-0000-4000-8000-000000000401', 'a0000000-0000-4000-8000-000000000003', 'manager', now() - interval '430 days'),
  ('f0000000-0000-4000-8000-000000000401', 'a0000000-0000-4000-8000-000000000002', 'staff', now() - interval '400 days')
on conflict do nothing;

-- (Its trigger tells Sam in the app, so it runs only once.)
insert into public.facility_invitations (id, facility_id, email, role, invited_by)
select 'd5000000-0000-4000-8000-000000000001', 'f0000000-0000-4000-8000-000000000401', 'free@example.com', 'staff',
  'a0000000-0000-4000-8000-000000000004'
where not exists (select 1 from public.facility_invitations where id = 'd5000000-0000-4000-8000-000000000001');

-- The public board: North Campus publishes its grow rooms under aliases, with strains shown.
insert into public.atlas_board_settings (facility_id, published, public_name, show_day, show_strain)
values ('f0000000-0000-4000-8000-000000000401', true, 'North Campus, Denver', true, true)
on conflict do nothing;
insert into public.atlas_board_rooms (room_id, alias) values
  ('e0000000-0000-4000-8000-000000000401', 'Propagation'),
  ('e0000000-0000-4000-8000-000000000402', 'Veg'),
  ('e0000000-0000-4000-8000-000000000403', 'Flower A'),
  ('e0000000-0000-4000-8000-000000000404', 'Flower B'),
  ('e0000000-0000-4000-8000-000000000405', 'Flower C')
on conflict do nothing;

-- ---------------------------------------------------------------------------------------------
-- SOPs. Each version: written as a draft with its steps, then (with atlas.sop_transition on, as
-- the transition functions do) approved, put in force and archived on its historical dates;
-- acknowledgements are recorded while a version is in force, then dated.
create temporary table atlas_seed_versions (
  sop uuid, version int, id uuid, author uuid, created_days int, approved_days int, effective_days int,
  archived_days int, change_summary text, scope text
) on commit drop;
create temporary table atlas_seed_steps (version uuid, position int, kind text, body text, target numeric,
  tolerance numeric, unit text) on commit drop;
create temporary table atlas_seed_acks (version uuid, person uuid, days int) on commit drop;

insert into public.atlas_sops (id, facility_id, code, title, category, owner_id, approver_id, review_months,
  created_by, created_at)
values
  ('d6000000-0000-4000-8000-000000000001', 'f0000000-0000-4000-8000-000000000401', 'SOP-CUL-001',
   'Flip to flower', 'cultivation', 'a0000000-0000-4000-8000-000000000003', 'a0000000-0000-4000-8000-000000000004',
   12, 'a0000000-0000-4000-8000-000000000003', now() - interval '420 days'),
  ('d6000000-0000-4000-8000-000000000002', 'f0000000-0000-4000-8000-000000000401', 'SOP-IPM-002',
   'Weekly IPM scouting', 'ipm', 'a0000000-0000-4000-8000-000000000003', 'a0000000-0000-4000-8000-000000000004',
   12, 'a0000000-0000-4000-8000-000000000003', now() - interval '360 days'),
  ('d6000000-0000-4000-8000-000000000003', 'f0000000-0000-4000-8000-000000000401', 'SOP-SAN-003',
   'Room sanitation between cycles', 'sanitation', 'a0000000-0000-4000-8000-000000000004',
   'a0000000-0000-4000-8000-000000000004', 24, 'a0000000-0000-4000-8000-000000000003', now() - interval '710 days')
on conflict do nothing;

-- The after-insert trigger made each SOP's v1 draft; the history below replaces it.
delete from public.atlas_sop_versions
where sop_id in ('d6000000-0000-4000-8000-000000000001', 'd6000000-0000-4000-8000-000000000002',
                 'd6000000-0000-4000-8000-000000000003')
  and status = 'draft' and id not in (
    'd6100000-0000-4000-8000-000000000001', 'd6100000-0000-4000-8000-000000000002',
    'd6100000-0000-4000-8000-000000000003', 'd6100000-0000-4000-8000-000000000004',
    'd6100000-0000-4000-8000-000000000005', 'd6100000-0000-4000-8000-000000000006',
    'd6100000-0000-4000-8000-000000000007', 'd6100000-0000-4000-8000-000000000008');

insert into atlas_seed_versions values
  -- Flip to flower: v1 a year ago, v2 in force for two months.
  ('d6000000-0000-4000-8000-000000000001', 1, 'd6100000-0000-4000-8000-000000000001',
   'a0000000-0000-4000-8000-000000000003', 420, 410, 400, 60, null,
   'All photoperiod flower rooms, the day a cycle moves from 18/6 to 12/12.'),
  ('d6000000-0000-4000-8000-000000000001', 2, 'd6100000-0000-4000-8000-000000000002',
   'a0000000-0000-4000-8000-000000000003', 75, 62, 60, null,
   'Added a night-time RH check after two botrytis cases in Flower 2.',
   'All photoperiod flower rooms, the day a cycle moves from 18/6 to 12/12.'),
  -- Weekly IPM scouting: v1 in force for 345 days (review due in about three weeks), v2 drafted.
  ('d6000000-0000-4000-8000-000000000002', 1, 'd6100000-0000-4000-8000-000000000003',
   'a0000000-0000-4000-8000-000000000003', 360, 350, 345, null, null,
   'Every grow room, weekly, and before any beneficial release.'),
  ('d6000000-0000-4000-8000-000000000002', 2, 'd6100000-0000-4000-8000-000000000004',
   'a0000000-0000-4000-8000-000000000003', 3, null, null, null,
   'Count sticky cards per bench, not per room, so hot spots show.',
   'Every grow room, weekly, and before any beneficial release.'),
  -- Room sanitation: three versions, v3 in force for ten days.
  ('d6000000-0000-4000-8000-000000000003', 1, 'd6100000-0000-4000-8000-000000000005',
   'a0000000-0000-4000-8000-000000000003', 710, 705, 700, 300, null,
   'Every room between two cycles, before plants move in.'),
  ('d6000000-0000-4000-8000-000000000003', 2, 'd6100000-0000-4000-8000-000000000006',
   'a0000000-0000-4000-8000-000000000003', 310, 302, 300, 10,
   'ATP swab after cleaning; a room passes under 150 RLU.',
   'Every room between two cycles, before plants move in.'),
  ('d6000000-0000-4000-8000-000000000003', 3, 'd6100000-0000-4000-8000-000000000007',
   'a0000000-0000-4000-8000-000000000003', 14, 11, 10, null,
   'Switched from bleach to hypochlorous acid (HOCl, 200 ppm) with a 10-minute contact time.',
   'Every room between two cycles, before plants move in.');

insert into atlas_seed_steps values
  ('d6100000-0000-4000-8000-000000000001', 1, 'instruction', 'Set the room controller''s light schedule to 12 hours on, 12 hours off, lights on at 06:00.', null, null, null),
  ('d6100000-0000-4000-8000-000000000001', 2, 'check', 'With the lights off, no light leaks at doors, vents or ports.', null, null, null),
  ('d6100000-0000-4000-8000-000000000001', 3, 'measurement', 'Canopy PPFD at the centre of each table', 900, 100, 'µmol/m²/s'),
  ('d6100000-0000-4000-8000-000000000001', 4, 'photo', 'Photo of the canopy from the door, lights on.', null, null, null),
  ('d6100000-0000-4000-8000-000000000002', 1, 'instruction', 'Set the room controller''s light schedule to 12 hours on, 12 hours off, lights on at 06:00.', null, null, null),
  ('d6100000-0000-4000-8000-000000000002', 2, 'check', 'With the lights off, no light leaks at doors, vents or ports.', null, null, null),
  ('d6100000-0000-4000-8000-000000000002', 3, 'measurement', 'Canopy PPFD at the centre of each table', 900, 100, 'µmol/m²/s'),
  ('d6100000-0000-4000-8000-000000000002', 4, 'measurement', 'Night relative humidity one hour after lights off', 55, 5, '%'),
  ('d6100000-0000-4000-8000-000000000002', 5, 'photo', 'Photo of the canopy from the door, lights on.', null, null, null),
  ('d6100000-0000-4000-8000-000000000003', 1, 'instruction', 'Walk every bench; turn 10 leaves per bench, top and underside, in the lower and middle canopy.', null, null, null),
  ('d6100000-0000-4000-8000-000000000003', 2, 'check', 'No mites, thrips, aphids or powdery mildew seen with the 30× loupe.', null, null, null),
  ('d6100000-0000-4000-8000-000000000003', 3, 'measurement', 'Thrips on the room''s yellow sticky cards this week', 0, 5, 'count'),
  ('d6100000-0000-4000-8000-000000000003', 4, 'photo', 'Photo of anything found, with the loupe in frame.', null, null, null),
  ('d6100000-0000-4000-8000-000000000004', 1, 'instruction', 'Walk every bench; turn 10 leaves per bench, top and underside, in the lower and middle canopy.', null, null, null),
  ('d6100000-0000-4000-8000-000000000004', 2, 'check', 'No mites, thrips, aphids or powdery mildew seen with the 30× loupe.', null, null, null),
  ('d6100000-0000-4000-8000-000000000004', 3, 'measurement', 'Thrips per sticky card, worst bench', 0, 3, 'count'),
  ('d6100000-0000-4000-8000-000000000004', 4, 'photo', 'Photo of anything found, with the loupe in frame.', null, null, null),
  ('d6100000-0000-4000-8000-000000000005', 1, 'instruction', 'Remove all plant material and debris; dry-sweep floors and benches.', null, null, null),
  ('d6100000-0000-4000-8000-000000000005', 2, 'instruction', 'Wash every surface with detergent, rinse, then apply bleach at 500 ppm.', null, null, null),
  ('d6100000-0000-4000-8000-000000000005', 3, 'check', 'Drains, walls and HVAC returns visibly clean.', null, null, null),
  ('d6100000-0000-4000-8000-000000000006', 1, 'instruction', 'Remove all plant material and debris; dry-sweep floors and benches.', null, null, null),
  ('d6100000-0000-4000-8000-000000000006', 2, 'instruction', 'Wash every surface with detergent, rinse, then apply bleach at 500 ppm.', null, null, null),
  ('d6100000-0000-4000-8000-000000000006', 3, 'measurement', 'ATP swab on the bench tops, worst of three', 0, 150, 'RLU'),
  ('d6100000-0000-4000-8000-000000000006', 4, 'photo', 'Photo of the empty, clean room from the door.', null, null, null),
  ('d6100000-0000-4000-8000-000000000007', 1, 'instruction', 'Remove all plant material and debris; dry-sweep floors and benches.', null, null, null),
  ('d6100000-0000-4000-8000-000000000007', 2, 'instruction', 'Wash every surface with detergent and rinse.', null, null, null),
  ('d6100000-0000-4000-8000-000000000007', 3, 'measurement', 'Free chlorine of the HOCl solution before spraying', 200, 20, 'ppm'),
  ('d6100000-0000-4000-8000-000000000007', 4, 'instruction', 'Fog or spray every surface and leave it wet for 10 minutes.', null, null, null),
  ('d6100000-0000-4000-8000-000000000007', 5, 'measurement', 'ATP swab on the bench tops, worst of three', 0, 150, 'RLU'),
  ('d6100000-0000-4000-8000-000000000007', 6, 'photo', 'Photo of the empty, clean room from the door.', null, null, null);

insert into atlas_seed_acks values
  ('d6100000-0000-4000-8000-000000000001', 'a0000000-0000-4000-8000-000000000004', 399),
  ('d6100000-0000-4000-8000-000000000001', 'a0000000-0000-4000-8000-000000000003', 398),
  ('d6100000-0000-4000-8000-000000000001', 'a0000000-0000-4000-8000-000000000002', 395),
  ('d6100000-0000-4000-8000-000000000002', 'a0000000-0000-4000-8000-000000000004', 60),
  ('d6100000-0000-4000-8000-000000000002', 'a0000000-0000-4000-8000-000000000003', 59),
  ('d6100000-0000-4000-8000-000000000002', 'a0000000-0000-4000-8000-000000000002', 58),
  ('d6100000-0000-4000-8000-000000000003', 'a0000000-0000-4000-8000-000000000004', 345),
  ('d6100000-0000-4000-8000-000000000003', 'a0000000-0000-4000-8000-000000000003', 344),
  ('d6100000-0000-4000-8000-000000000003', 'a0000000-0000-4000-8000-000000000002', 340),
  ('d6100000-0000-4000-8000-000000000005', 'a0000000-0000-4000-8000-000000000004', 700),
  ('d6100000-0000-4000-8000-000000000005', 'a0000000-0000-4000-8000-000000000003', 699),
  ('d6100000-0000-4000-8000-000000000006', 'a0000000-0000-4000-8000-000000000004', 300),
  ('d6100000-0000-4000-8000-000000000006', 'a0000000-0000-4000-8000-000000000003', 299),
  ('d6100000-0000-4000-8000-000000000006', 'a0000000-0000-4000-8000-000000000002', 296),
  ('d6100000-0000-4000-8000-000000000007', 'a0000000-0000-4000-8000-000000000004', 10),
  ('d6100000-0000-4000-8000-000000000007', 'a0000000-0000-4000-8000-000000000003', 9);

do $$
declare
  v record;
  v_sop public.atlas_sops;
begin
  for v in select * from atlas_seed_versions order by sop, version loop
    continue when exists (select 1 from public.atlas_sop_versions x where x.id = v.id);
    select * into v_sop from public.atlas_sops s where s.id = v.sop;
    perform set_config('atlas.sop_transition', 'off', true);
    insert into public.atlas_sop_versions (id, sop_id, facility_id, version, change_summary, scope, created_by, created_at)
    values (v.id, v.sop, v_sop.facility_id, v.version, v.change_summary, v.scope, v.author,
      now() - make_interval(days => v.created_days));
    insert into public.atlas_sop_steps (version_id, position, kind, body, target, tolerance, unit)
    select version, position, kind, body, target, tolerance, unit from atlas_seed_steps where version = v.id;
    perform set_config('atlas.sop_transition', 'on', true);
    if v.approved_days is not null then
      update public.atlas_sop_versions set status = 'approved', approved_by = v_sop.approver_id,
        approved_at = now() - make_interval(days => v.approved_days)
      where id = v.id;
    end if;
    if v.effective_days is not null then
      -- The version it replaces leaves force at the same instant.
      update public.atlas_sop_versions set status = 'archived', archived_at = now() - make_interval(days => v.effective_days)
      where sop_id = v.sop and status = 'effective';
      update public.atlas_sop_versions set status = 'effective',
        effective_at = now() - make_interval(days => v.effective_days),
        next_review_on = ((now() - make_interval(days => v.effective_days)) + make_interval(months => v_sop.review_months))::date
      where id = v.id;
      insert into public.atlas_sop_acknowledgements (version_id, user_id)
      select a.version, a.person from atlas_seed_acks a where a.version = v.id;
      update public.atlas_sop_acknowledgements k set acknowledged_at = now() - make_interval(days => a.days)
      from atlas_seed_acks a where a.version = v.id and k.version_id = a.version and k.user_id = a.person;
    end if;
  end loop;
  perform set_config('atlas.sop_transition', 'off', true);
end
$$;

-- ---------------------------------------------------------------------------------------------
-- Equipment, schedules and maintenance history.
insert into public.atlas_equipment (id, facility_id, room_id, name, category, serial_number, vendor, model,
  in_service_on, warranty_until, cost, notes, created_by)
values
  ('d7000000-0000-4000-8000-000000000001', 'f0000000-0000-4000-8000-000000000401', 'e0000000-0000-4000-8000-000000000403',
   'Dehumidifier F1-1', 'dehumidifier', 'Q506-22-01873', 'Quest', 'Dual 205', current_date - 760,
   current_date - 760 + 1825, 4200.00, 'Drains to the floor drain by the door; check the pump float monthly.',
   'a0000000-0000-4000-8000-000000000003'),
  ('d7000000-0000-4000-8000-000000000002', 'f0000000-0000-4000-8000-000000000401', 'e0000000-0000-4000-8000-000000000404',
   'Mini-split F2', 'hvac', 'MSZ-GL24-55190', 'Mitsubishi Electric', 'MSZ-GL24NA', current_date - 900,
   current_date - 900 + 1825, 3650.00, null, 'a0000000-0000-4000-8000-000000000004'),
  ('d7000000-0000-4000-8000-000000000003', 'f0000000-0000-4000-8000-000000000401', 'e0000000-0000-4000-8000-000000000402',
   'Nutrient injector Veg 1', 'irrigation', 'D14MZ2-48812', 'Dosatron', 'D14MZ2', current_date - 540,
   current_date - 540 + 730, 689.00, 'Set to 1:100. Seal kit in the cabinet.', 'a0000000-0000-4000-8000-000000000003'),
  ('d7000000-0000-4000-8000-000000000004', 'f0000000-0000-4000-8000-000000000401', null,
   'RO system 300 GPD', 'water_treatment', 'RO300-11042', 'Hydro-Logic', 'Evolution-RO1000', current_date - 1100,
   current_date - 1100 + 365, 1450.00, 'Feeds every room''s mix tank.', 'a0000000-0000-4000-8000-000000000004'),
  ('d7000000-0000-4000-8000-000000000005', 'f0000000-0000-4000-8000-000000000401', 'e0000000-0000-4000-8000-000000000403',
   'LED bank Flower 1 (12 fixtures)', 'lighting', null, 'Gavita', 'Pro 1700e LED', current_date - 760,
   current_date - 760 + 1825, 19080.00, null, 'a0000000-0000-4000-8000-000000000004'),
  ('d7000000-0000-4000-8000-000000000006', 'f0000000-0000-4000-8000-000000000401', 'e0000000-0000-4000-8000-000000000401',
   'Climate sensor Clone Room', 'sensor', 'TP-2291-0044', 'AROYA', 'SOLUS', current_date - 400,
   current_date - 400 + 365, 395.00, null, 'a0000000-0000-4000-8000-000000000003')
on conflict do nothing;

insert into public.atlas_maintenance_plans (id, facility_id, equipment_id, title, interval_days, starts_on,
  instructions, sop_id, created_by)
values
  ('d7100000-0000-4000-8000-000000000001', 'f0000000-0000-4000-8000-000000000401', 'd7000000-0000-4000-8000-000000000001',
   'Clean coils and filter', 30, current_date - 760, 'Vacuum the MERV-8 filter, wash the coil with coil cleaner, check the condensate pump.',
   null, 'a0000000-0000-4000-8000-000000000003'),
  ('d7100000-0000-4000-8000-000000000002', 'f0000000-0000-4000-8000-000000000401', 'd7000000-0000-4000-8000-000000000003',
   'Replace seals', 180, current_date - 540, 'Fit the seal kit; recalibrate at 1:100 with a measuring cylinder.',
   null, 'a0000000-0000-4000-8000-000000000003'),
  ('d7100000-0000-4000-8000-000000000003', 'f0000000-0000-4000-8000-000000000401', 'd7000000-0000-4000-8000-000000000004',
   'Change prefilters', 90, current_date - 1100, 'Sediment and carbon prefilters; log feed and permeate TDS before and after.',
   null, 'a0000000-0000-4000-8000-000000000004'),
  ('d7100000-0000-4000-8000-000000000004', 'f0000000-0000-4000-8000-000000000401', 'd7000000-0000-4000-8000-000000000002',
   'Clean filters and check refrigerant pressures', 60, current_date - 900, null, null,
   'a0000000-0000-4000-8000-000000000004')
on conflict do nothing;

-- History, imported as the service role would (stamps kept). Failures of the dehumidifier 520,
-- 330 and 95 days ago; the mini-split failed 400 days ago and is being repaired now.
insert into public.atlas_maintenance_requests (id, facility_id, equipment_id, plan_id, kind, title, description,
  status, due_on, reported_at, reported_by, started_at, started_by, done_at, done_by, resolution, cost)
select r.id::uuid, 'f0000000-0000-4000-8000-000000000401', r.equipment::uuid, r.plan::uuid, r.kind, r.title, r.description,
  r.status, r.due_on, now() - make_interval(hours => r.reported_h), r.reported_by::uuid,
  case when r.started_h is not null then now() - make_interval(hours => r.started_h) end, r.started_by::uuid,
  case when r.done_h is not null then now() - make_interval(hours => r.done_h) end, r.done_by::uuid, r.resolution, r.cost
from (values
  ('d7200000-0000-4000-8000-000000000001', 'd7000000-0000-4000-8000-000000000001', null, 'corrective',
   'Not pulling water, room at 68 % RH', 'Compressor hums but does not start.', 'done', null::date,
   520 * 24, 'a0000000-0000-4000-8000-000000000002', 520 * 24 - 1, 'a0000000-0000-4000-8000-000000000003',
   520 * 24 - 6, 'a0000000-0000-4000-8000-000000000003', 'Start capacitor replaced.', 85.00),
  ('d7200000-0000-4000-8000-000000000002', 'd7000000-0000-4000-8000-000000000001', null, 'corrective',
   'Condensate pump overflowing', null, 'done', null, 330 * 24, 'a0000000-0000-4000-8000-000000000002',
   330 * 24 - 2, 'a0000000-0000-4000-8000-000000000003', 330 * 24 - 5, 'a0000000-0000-4000-8000-000000000003',
   'Float switch stuck; cleaned and replaced the pump.', 140.00),
  ('d7200000-0000-4000-8000-000000000003', 'd7000000-0000-4000-8000-000000000001', null, 'corrective',
   'Fan motor noise, airflow down', null, 'done', null, 95 * 24, 'a0000000-0000-4000-8000-000000000003',
   95 * 24 - 3, 'a0000000-0000-4000-8000-000000000003', 95 * 24 - 12, 'a0000000-0000-4000-8000-000000000004',
   'Blower motor replaced under warranty.', 0.00),
  ('d7200000-0000-4000-8000-000000000004', 'd7000000-0000-4000-8000-000000000001', 'd7100000-0000-4000-8000-000000000001',
   'preventive', 'Clean coils and filter', null, 'done', current_date - 25, 25 * 24, 'a0000000-0000-4000-8000-000000000003',
   25 * 24 - 1, 'a0000000-0000-4000-8000-000000000002', 25 * 24 - 2, 'a0000000-0000-4000-8000-000000000002',
   'Filter vacuumed, coil washed.', null),
  ('d7200000-0000-4000-8000-000000000005', 'd7000000-0000-4000-8000-000000000002', null, 'corrective',
   'Short-cycling in lights-on', null, 'done', null, 400 * 24, 'a0000000-0000-4000-8000-000000000003',
   400 * 24 - 20, 'a0000000-0000-4000-8000-000000000004', 400 * 24 - 30, 'a0000000-0000-4000-8000-000000000004',
   'Refrigerant topped up; leak at the flare nut fixed.', 420.00),
  ('d7200000-0000-4000-8000-000000000006', 'd7000000-0000-4000-8000-000000000002', null, 'corrective',
   'Not cooling below 27 °C at lights-on', 'Room hit 29 °C at 14:00; the unit runs but the line set is warm.',
   'in_progress', null, 30, 'a0000000-0000-4000-8000-000000000002', 26, 'a0000000-0000-4000-8000-000000000003',
   null, null, null, null),
  ('d7200000-0000-4000-8000-000000000007', 'd7000000-0000-4000-8000-000000000004', 'd7100000-0000-4000-8000-000000000003',
   'preventive', 'Change prefilters', null, 'done', current_date - 80, 80 * 24, 'a0000000-0000-4000-8000-000000000003',
   80 * 24 - 1, 'a0000000-0000-4000-8000-000000000003', 80 * 24 - 2, 'a0000000-0000-4000-8000-000000000003',
   'Feed 310 ppm, permeate 12 ppm after the change.', 96.00),
  ('d7200000-0000-4000-8000-000000000008', 'd7000000-0000-4000-8000-000000000003', 'd7100000-0000-4000-8000-000000000002',
   'preventive', 'Replace seals', null, 'done', current_date - 200, 200 * 24, 'a0000000-0000-4000-8000-000000000003',
   200 * 24 - 1, 'a0000000-0000-4000-8000-000000000003', 200 * 24 - 2, 'a0000000-0000-4000-8000-000000000003',
   'Seals replaced, ratio checked at 1:100.', 48.00),
  ('d7200000-0000-4000-8000-000000000009', 'd7000000-0000-4000-8000-000000000006', null, 'corrective',
   'Sensor reading 0 % RH', null, 'open', null, 5, 'a0000000-0000-4000-8000-000000000002', null, null, null, null, null, null)
) as r(id, equipment, plan, kind, title, description, status, due_on, reported_h, reported_by, started_h, started_by,
  done_h, done_by, resolution, cost)
on conflict do nothing;

-- ---------------------------------------------------------------------------------------------
-- Consumables: a year of deliveries and withdrawals, ending near or below the reorder points.
-- Moves go in in time order, so the reorder notices fire where the stock crossed its point.
insert into public.atlas_consumables (id, facility_id, name, category, unit, reorder_point, reorder_quantity,
  vendor, sku, location, created_by)
values
  ('d8000000-0000-4000-8000-000000000001', 'f0000000-0000-4000-8000-000000000401', 'Athena Pro Grow', 'nutrient', 'kg', 25, 100, 'Athena Ag', 'PRO-GROW-25', 'Mix room, shelf A', 'a0000000-0000-4000-8000-000000000003'),
  ('d8000000-0000-4000-8000-000000000002', 'f0000000-0000-4000-8000-000000000401', 'Athena Pro Bloom', 'nutrient', 'kg', 25, 100, 'Athena Ag', 'PRO-BLOOM-25', 'Mix room, shelf A', 'a0000000-0000-4000-8000-000000000003'),
  ('d8000000-0000-4000-8000-000000000003', 'f0000000-0000-4000-8000-000000000401', 'Athena Pro Core', 'nutrient', 'kg', 15, 50, 'Athena Ag', 'PRO-CORE-25', 'Mix room, shelf A', 'a0000000-0000-4000-8000-000000000003'),
  ('d8000000-0000-4000-8000-000000000004', 'f0000000-0000-4000-8000-000000000401', 'Rockwool slabs 6″ × 36″', 'media', 'units', 120, 480, 'Grodan', 'GT-6-36', 'Warehouse', 'a0000000-0000-4000-8000-000000000003'),
  ('d8000000-0000-4000-8000-000000000005', 'f0000000-0000-4000-8000-000000000401', 'CO₂ cylinder 50 lb', 'co2', 'cylinders', 4, 6, 'Airgas', 'CD-50', 'Cage by the loading dock', 'a0000000-0000-4000-8000-000000000004'),
  ('d8000000-0000-4000-8000-000000000006', 'f0000000-0000-4000-8000-000000000401', 'Hypochlorous acid 200 ppm', 'cleaning', 'L', 40, 200, 'Annihilare', 'HOCL-20L', 'Janitor closet', 'a0000000-0000-4000-8000-000000000003'),
  ('d8000000-0000-4000-8000-000000000007', 'f0000000-0000-4000-8000-000000000401', 'Turkey bags 18″ × 20″', 'packaging', 'boxes', 3, 10, 'Uline', 'S-21421', 'Vault', 'a0000000-0000-4000-8000-000000000004'),
  ('d8000000-0000-4000-8000-000000000008', 'f0000000-0000-4000-8000-000000000401', 'Amblyseius swirskii (sachets)', 'ipm', 'units', 100, 500, 'Koppert', 'SWIRSKI-MITE-PLUS', 'Cooler, 10–15 °C', 'a0000000-0000-4000-8000-000000000003')
on conflict do nothing;

insert into public.atlas_stock_moves (facility_id, consumable_id, kind, quantity, lot_code, expires_on, moved_at,
  moved_by, note)
select 'f0000000-0000-4000-8000-000000000401', m.item::uuid, m.kind, m.qty, m.lot, m.expires,
  now() - make_interval(days => m.days), m.who::uuid, m.note
from (values
  ('d8000000-0000-4000-8000-000000000001', 'addition', 100, 'PG-24-0611', current_date + 540, 200, 'a0000000-0000-4000-8000-000000000003', 'PO 2291'),
  ('d8000000-0000-4000-8000-000000000001', 'withdrawal', 40, 'PG-24-0611', null, 150, 'a0000000-0000-4000-8000-000000000002', 'Veg mixes, weeks 1–6'),
  ('d8000000-0000-4000-8000-000000000001', 'addition', 100, 'PG-25-0102', current_date + 700, 90, 'a0000000-0000-4000-8000-000000000003', 'PO 2340'),
  ('d8000000-0000-4000-8000-000000000001', 'withdrawal', 60, 'PG-24-0611', null, 60, 'a0000000-0000-4000-8000-000000000002', 'Veg mixes'),
  ('d8000000-0000-4000-8000-000000000001', 'withdrawal', 72, 'PG-25-0102', null, 20, 'a0000000-0000-4000-8000-000000000002', 'Veg mixes'),
  ('d8000000-0000-4000-8000-000000000002', 'addition', 150, 'PB-24-0830', current_date + 400, 180, 'a0000000-0000-4000-8000-000000000003', 'PO 2301'),
  ('d8000000-0000-4000-8000-000000000002', 'withdrawal', 70, 'PB-24-0830', null, 120, 'a0000000-0000-4000-8000-000000000002', 'Flower mixes'),
  ('d8000000-0000-4000-8000-000000000002', 'withdrawal', 45, 'PB-24-0830', null, 40, 'a0000000-0000-4000-8000-000000000002', 'Flower mixes'),
  ('d8000000-0000-4000-8000-000000000002', 'withdrawal', 17, 'PB-24-0830', null, 3, 'a0000000-0000-4000-8000-000000000002', 'Flower 1, week 5 mixes'),
  ('d8000000-0000-4000-8000-000000000003', 'addition', 50, 'PC-25-0214', current_date + 600, 100, 'a0000000-0000-4000-8000-000000000003', 'PO 2352'),
  ('d8000000-0000-4000-8000-000000000003', 'withdrawal', 24, 'PC-25-0214', null, 30, 'a0000000-0000-4000-8000-000000000002', null),
  ('d8000000-0000-4000-8000-000000000004', 'addition', 480, 'GR-5521', null, 120, 'a0000000-0000-4000-8000-000000000004', 'Group buy, Green Valley'),
  ('d8000000-0000-4000-8000-000000000004', 'withdrawal', 192, 'GR-5521', null, 70, 'a0000000-0000-4000-8000-000000000002', 'Flower 1 and 2 restock'),
  ('d8000000-0000-4000-8000-000000000004', 'withdrawal', 144, 'GR-5521', null, 25, 'a0000000-0000-4000-8000-000000000002', 'Flower 3'),
  ('d8000000-0000-4000-8000-000000000005', 'addition', 6, null, null, 60, 'a0000000-0000-4000-8000-000000000004', null),
  ('d8000000-0000-4000-8000-000000000005', 'withdrawal', 2, null, null, 35, 'a0000000-0000-4000-8000-000000000002', 'Flower 1 manifold'),
  ('d8000000-0000-4000-8000-000000000005', 'withdrawal', 1, null, null, 6, 'a0000000-0000-4000-8000-000000000002', 'Flower 2 manifold'),
  ('d8000000-0000-4000-8000-000000000006', 'addition', 200, 'HC-7781', current_date + 120, 45, 'a0000000-0000-4000-8000-000000000003', null),
  ('d8000000-0000-4000-8000-000000000006', 'withdrawal', 60, 'HC-7781', null, 12, 'a0000000-0000-4000-8000-000000000003', 'Flower 3 turnover'),
  ('d8000000-0000-4000-8000-000000000007', 'addition', 10, 'UL-0931', null, 90, 'a0000000-0000-4000-8000-000000000004', null),
  ('d8000000-0000-4000-8000-000000000007', 'withdrawal', 6, 'UL-0931', null, 38, 'a0000000-0000-4000-8000-000000000003', 'Harvest, Flower 3'),
  ('d8000000-0000-4000-8000-000000000008', 'addition', 500, 'SW-2611-B', current_date + 10, 14, 'a0000000-0000-4000-8000-000000000003', 'Keep cool; release within 2 weeks'),
  ('d8000000-0000-4000-8000-000000000008', 'withdrawal', 250, 'SW-2611-B', null, 7, 'a0000000-0000-4000-8000-000000000002', 'Veg 1 release')
) as m(item, kind, qty, lot, expires, days, who, note)
where not exists (select 1 from public.atlas_stock_moves x where x.consumable_id = m.item::uuid)
order by m.days desc;

-- ---------------------------------------------------------------------------------------------
-- Templates.
insert into public.atlas_cycle_templates (id, facility_id, name, description, created_by) values
  ('d9000000-0000-4000-8000-000000000001', 'f0000000-0000-4000-8000-000000000401', 'Photoperiod, 9-week flower',
   'Clones to cure: 2 weeks propagation, 3 weeks veg, 9 weeks flower, 10 days dry, 3 weeks cure.',
   'a0000000-0000-4000-8000-000000000003'),
  ('d9000000-0000-4000-8000-000000000002', 'f0000000-0000-4000-8000-000000000401', 'Autoflower, seed to harvest',
   'Seeds sown in final containers; no flip. 3 weeks veg, 7 weeks flower, 10 days dry, 2 weeks cure.',
   'a0000000-0000-4000-8000-000000000003')
on conflict do nothing;

insert into public.atlas_template_phases (template_id, phase, duration_days) values
  ('d9000000-0000-4000-8000-000000000001', 'propagation', 14),
  ('d9000000-0000-4000-8000-000000000001', 'veg', 21),
  ('d9000000-0000-4000-8000-000000000001', 'flower', 63),
  ('d9000000-0000-4000-8000-000000000001', 'dry', 10),
  ('d9000000-0000-4000-8000-000000000001', 'cure', 21),
  ('d9000000-0000-4000-8000-000000000002', 'veg', 21),
  ('d9000000-0000-4000-8000-000000000002', 'flower', 49),
  ('d9000000-0000-4000-8000-000000000002', 'dry', 10),
  ('d9000000-0000-4000-8000-000000000002', 'cure', 14)
on conflict do nothing;

insert into public.atlas_template_tasks (template_id, phase, offset_days, title, description, sop_id)
select t.template::uuid, t.phase, t.offset_days, t.title, t.description, t.sop::uuid
from (values
  ('d9000000-0000-4000-8000-000000000001', 'propagation', 0, 'Take cuttings from the mothers', '2–3 nodes, 45° cut, straight into rooting hormone.', null),
  ('d9000000-0000-4000-8000-000000000001', 'propagation', 7, 'Check rooting, cull unrooted cuttings', null, null),
  ('d9000000-0000-4000-8000-000000000001', 'veg', 0, 'Transplant into 6″ blocks', null, null),
  ('d9000000-0000-4000-8000-000000000001', 'veg', 10, 'Top above the 5th node', null, null),
  ('d9000000-0000-4000-8000-000000000001', 'veg', 18, 'Set the first trellis net', null, null),
  ('d9000000-0000-4000-8000-000000000001', 'flower', -2, 'Sanitize the flower room', 'Before the plants move in.', 'd6000000-0000-4000-8000-000000000003'),
  ('d9000000-0000-4000-8000-000000000001', 'flower', 0, 'Flip to 12/12', null, 'd6000000-0000-4000-8000-000000000001'),
  ('d9000000-0000-4000-8000-000000000001', 'flower', 7, 'IPM scouting, week 1', null, 'd6000000-0000-4000-8000-000000000002'),
  ('d9000000-0000-4000-8000-000000000001', 'flower', 14, 'Raise the second trellis layer', null, null),
  ('d9000000-0000-4000-8000-000000000001', 'flower', 21, 'Day-21 defoliation', 'Strip the inner canopy and lower third.', null),
  ('d9000000-0000-4000-8000-000000000001', 'flower', 28, 'IPM scouting, week 4', null, 'd6000000-0000-4000-8000-000000000002'),
  ('d9000000-0000-4000-8000-000000000001', 'flower', 32, 'Runoff EC and pH audit', 'Every table; log it in Arca''s runoff logger.', null),
  ('d9000000-0000-4000-8000-000000000001', 'flower', 42, 'IPM scouting, week 6', null, 'd6000000-0000-4000-8000-000000000002'),
  ('d9000000-0000-4000-8000-000000000001', 'flower', 49, 'Trichome check', '10 % amber on the tops of three plants per table.', null),
  ('d9000000-0000-4000-8000-000000000001', 'flower', 56, 'Start the pre-harvest flush', null, null),
  ('d9000000-0000-4000-8000-000000000001', 'dry', 0, 'Harvest and hang whole plants', null, null),
  ('d9000000-0000-4000-8000-000000000001', 'dry', 1, 'Sanitize the flower room', 'After harvest, before the next cycle.', 'd6000000-0000-4000-8000-000000000003'),
  ('d9000000-0000-4000-8000-000000000001', 'dry', 9, 'Dry check: stem snap and water activity', 'Target aw 0.60–0.65.', null),
  ('d9000000-0000-4000-8000-000000000001', 'cure', 0, 'Buck and jar', null, null),
  ('d9000000-0000-4000-8000-000000000001', 'cure', 7, 'Burp the jars, check RH 58–62 %', null, null),
  ('d9000000-0000-4000-8000-000000000001', 'cure', 20, 'Final water activity test', null, null),
  ('d9000000-0000-4000-8000-000000000002', 'veg', 0, 'Sow into final containers', null, null),
  ('d9000000-0000-4000-8000-000000000002', 'veg', 7, 'Check germination, replace gaps', null, null),
  ('d9000000-0000-4000-8000-000000000002', 'veg', 16, 'Light low-stress training', null, null),
  ('d9000000-0000-4000-8000-000000000002', 'flower', 0, 'Switch to bloom nutrients', null, null),
  ('d9000000-0000-4000-8000-000000000002', 'flower', 14, 'IPM scouting', null, 'd6000000-0000-4000-8000-000000000002'),
  ('d9000000-0000-4000-8000-000000000002', 'flower', 42, 'Start the pre-harvest flush', null, null),
  ('d9000000-0000-4000-8000-000000000002', 'dry', 0, 'Harvest', null, null),
  ('d9000000-0000-4000-8000-000000000002', 'cure', 0, 'Jar', null, null)
) as t(template, phase, offset_days, title, description, sop)
where not exists (select 1 from public.atlas_template_tasks x where x.template_id = t.template::uuid);

-- ---------------------------------------------------------------------------------------------
-- Cycles, applied by Lena through the app's function; the flip of the first was moved three days.
do $$
declare
  v_lena constant uuid := 'a0000000-0000-4000-8000-000000000003';
  v_priya constant uuid := 'a0000000-0000-4000-8000-000000000002';
  v_marcus constant uuid := 'a0000000-0000-4000-8000-000000000004';
  v_a uuid;
  v_b uuid;
  v_c uuid;
  v_flower uuid;
begin
  if exists (select 1 from public.atlas_cycles where facility_id = 'f0000000-0000-4000-8000-000000000401') then
    return;
  end if;
  perform set_config('request.jwt.claims', json_build_object('sub', v_lena, 'role', 'authenticated')::text, true);

  v_a := public.atlas_apply_template('d9000000-0000-4000-8000-000000000001', 'e0000000-0000-4000-8000-000000000403',
    current_date - 70, 'Wedding Cake', 'NC-WC-F1', null, 96,
    jsonb_build_object('propagation', 'e0000000-0000-4000-8000-000000000401', 'veg', 'e0000000-0000-4000-8000-000000000402',
      'dry', 'e0000000-0000-4000-8000-000000000406', 'cure', 'e0000000-0000-4000-8000-000000000407'));
  select id into v_flower from public.atlas_cycle_phases where cycle_id = v_a and phase = 'flower';
  perform public.atlas_move_milestone(v_flower, current_date - 32, 'Canopy had not filled the net; three more days of veg.');

  -- Two weeks into its three of veg: a week from the flip either way, so a test run that crosses
  -- midnight after the seed still finds it in veg (at day 20 it flipped overnight).
  v_b := public.atlas_apply_template('d9000000-0000-4000-8000-000000000002', 'e0000000-0000-4000-8000-000000000404',
    current_date - 14, 'Tangie Cookies F2 #7', 'NC-TC-F2', 'b1000000-0000-4000-8000-000000000001', 64,
    jsonb_build_object('veg', 'e0000000-0000-4000-8000-000000000402', 'dry', 'e0000000-0000-4000-8000-000000000406',
      'cure', 'e0000000-0000-4000-8000-000000000408'));

  v_c := public.atlas_apply_template('d9000000-0000-4000-8000-000000000001', 'e0000000-0000-4000-8000-000000000405',
    current_date + 14, 'Gelato 41', 'NC-G41-F3', null, 96,
    jsonb_build_object('propagation', 'e0000000-0000-4000-8000-000000000401', 'veg', 'e0000000-0000-4000-8000-000000000402',
      'dry', 'e0000000-0000-4000-8000-000000000406', 'cure', 'e0000000-0000-4000-8000-000000000407'));

  -- Assignments, as Lena plans the week: Priya works the rooms, Lena the audits.
  update public.atlas_tasks set assignee_id = v_priya where cycle_id in (v_a, v_b, v_c);
  update public.atlas_tasks set assignee_id = v_lena
  where cycle_id in (v_a, v_b) and (title like 'Runoff%' or title like 'Trichome%' or title like 'Flip%');
  -- Tasks the template does not have: one today, and tomorrow's bench sanitation under the
  -- sanitation SOP's new version, which Priya has not acknowledged yet.
  insert into public.atlas_tasks (cycle_phase_id, offset_days, title, description, assignee_id, sop_id)
  select p.id, current_date - p.start_on + x.days, x.title, x.description, v_priya, x.sop
  from public.atlas_cycle_phases p
  cross join (values
    (0, 'Check the dehumidifier drain lines', 'The F1 unit overflowed last year; confirm the pump float moves freely.', null::uuid),
    (1, 'Sanitize the drying racks', 'Before Wedding Cake comes down next month.', 'd6000000-0000-4000-8000-000000000003'::uuid)
  ) as x(days, title, description, sop)
  where p.cycle_id = v_a and p.phase = 'flower';

  perform set_config('request.jwt.claims', '', true);
  update public.atlas_milestone_moves set moved_at = now() - interval '36 days', moved_by = v_lena where cycle_id = v_a;

  -- Work done so far (stamps imported): everything due more than five days ago, one task started
  -- yesterday; the week-4 scouting is overdue and today's tasks are open.
  update public.atlas_tasks t set status = 'done',
    started_at = (t.due_on + time '08:30')::timestamptz, started_by = coalesce(t.assignee_id, v_priya),
    done_at = (t.due_on + time '10:15')::timestamptz, done_by = coalesce(t.assignee_id, v_priya),
    note = case when t.title like 'IPM%' then 'Clean: no thrips on the cards, no mites seen.' end
  where t.cycle_id in (v_a, v_b) and t.due_on < current_date - 5;
  update public.atlas_tasks t set status = 'in_progress', started_at = now() - interval '20 hours', started_by = v_priya
  where t.cycle_id = v_b and t.title = 'Light low-stress training' and t.status = 'open';
end
$$;

-- An Arca diary observation that followed the IPM SOP: it records the version in force.
with e as (
  insert into public.arca_entries (id, facility_id, room_id, kind, occurred_at, status, notes, created_by)
  values ('d9100000-0000-4000-8000-000000000001', 'f0000000-0000-4000-8000-000000000401',
    'e0000000-0000-4000-8000-000000000403', 'diary', now() - interval '11 days', 'done',
    'Scouted all four tables per SOP-IPM-002. Two thrips on the card by the door; released swirskii.',
    'a0000000-0000-4000-8000-000000000002')
  on conflict do nothing
  returning id
)
insert into public.arca_diary_values (entry_id, event, title)
select id, 'observation', 'Weekly IPM scouting' from e;

insert into public.atlas_entry_sops (entry_id, sop_id)
select 'd9100000-0000-4000-8000-000000000001', 'd6000000-0000-4000-8000-000000000002'
where exists (select 1 from public.arca_entries where id = 'd9100000-0000-4000-8000-000000000001')
on conflict do nothing;
