-- Privileges that hold on every Supabase project. The migrations before this one granted what the
-- app needs but, until breeding_projects, never revoked what a project's default privileges may have
-- granted already: the classic self-hosted image and older hosted projects grant ALL on every new
-- table, sequence and function in public to anon and authenticated, so there a user could PATCH their
-- own tier and role, set their consultant profile active or their certification verified, and anon
-- could call create_notification or TRUNCATE tables. Here every object that exists so far starts
-- from nothing and gets exactly what the app needs, the same on any project. New objects follow the
-- migration template (supabase/local/templates/migration.sql); tests/integration/
-- db-default-privileges.test.ts applies every migration to a database with those default
-- privileges and fails on any difference.
--
-- Objects are listed by name rather than revoked in a loop: a loop would also strip the grants of
-- objects that later migrations (merged in any order) create before this one runs.

-- Tables: the table-level privileges, then the only columns each role may write.
-- agora_admin_notes
revoke all on table public.agora_admin_notes from anon, authenticated;
grant delete, select on public.agora_admin_notes to authenticated;
grant insert (verification_id, admin_id, note, is_private) on public.agora_admin_notes to authenticated;

-- agora_consultant_certifications
revoke all on table public.agora_consultant_certifications from anon, authenticated;
grant select on public.agora_consultant_certifications to anon;
grant delete, select on public.agora_consultant_certifications to authenticated;
grant insert (
  consultant_id, name, issuing_organization, issue_date, expiration_date, document_url
) on public.agora_consultant_certifications to authenticated;
grant update (
  name, issuing_organization, issue_date, expiration_date, document_url
) on public.agora_consultant_certifications to authenticated;

-- agora_consultant_profiles
revoke all on table public.agora_consultant_profiles from anon, authenticated;
grant select on public.agora_consultant_profiles to anon, authenticated;
grant update (
  title, short_description, bio, years_experience, hourly_rate, has_video_conferencing, calendly_url,
  zoom_link, available_days, available_hours, time_zone
) on public.agora_consultant_profiles to authenticated;

-- agora_consultant_specialties
revoke all on table public.agora_consultant_specialties from anon, authenticated;
grant select on public.agora_consultant_specialties to anon;
grant delete, insert, select on public.agora_consultant_specialties to authenticated;

-- agora_consultations
revoke all on table public.agora_consultations from anon, authenticated;
grant select on public.agora_consultations to authenticated;

-- agora_specialties
revoke all on table public.agora_specialties from anon, authenticated;
grant select on public.agora_specialties to anon, authenticated;

-- agora_verification
revoke all on table public.agora_verification from anon, authenticated;
grant select on public.agora_verification to authenticated;

-- agora_verification_drafts
revoke all on table public.agora_verification_drafts from anon, authenticated;
grant delete, insert, select, update on public.agora_verification_drafts to authenticated;

-- agora_verification_history
revoke all on table public.agora_verification_history from anon, authenticated;
grant select on public.agora_verification_history to authenticated;

-- breeding_projects
revoke all on table public.breeding_projects from anon, authenticated;
grant delete, select on public.breeding_projects to authenticated;
grant insert (
  id, user_id, name, description, mother_strain, father_strain, target_traits
) on public.breeding_projects to authenticated;
grant update (
  name, description, mother_strain, father_strain, target_traits
) on public.breeding_projects to authenticated;

-- facilities
revoke all on table public.facilities from anon, authenticated;
grant delete, select on public.facilities to authenticated;
grant insert (user_id, name, location, notes) on public.facilities to authenticated;
grant update (name, location, notes) on public.facilities to authenticated;

-- feedback_logs
revoke all on table public.feedback_logs from anon, authenticated;
grant select on public.feedback_logs to authenticated;
grant insert (
  user_id, feedback_type, description, attachment_url, user_metadata, status
) on public.feedback_logs to authenticated;
grant update (status) on public.feedback_logs to authenticated;

-- notifications
revoke all on table public.notifications from anon, authenticated;
grant delete, select on public.notifications to authenticated;
-- A user may note something for themselves, but not backdate it, mark it read or pick its id.
grant insert (user_id, type, title, message, source, action_url) on public.notifications to authenticated;
grant update (read) on public.notifications to authenticated;

-- organization_messages
revoke all on table public.organization_messages from anon, authenticated;
grant delete, select on public.organization_messages to authenticated;
grant insert (organization_id, body) on public.organization_messages to authenticated;

-- organization_notes
revoke all on table public.organization_notes from anon, authenticated;
grant delete, select on public.organization_notes to authenticated;
grant insert (organization_id, title, body) on public.organization_notes to authenticated;
grant update (title, body) on public.organization_notes to authenticated;

-- organization_resources
revoke all on table public.organization_resources from anon, authenticated;
grant delete, select on public.organization_resources to authenticated;
grant insert (organization_id, section, kind, title, description, url, storage_path)
  on public.organization_resources to authenticated;
grant update (section, title, description, url) on public.organization_resources to authenticated;

-- organization_users
revoke all on table public.organization_users from anon, authenticated;
grant delete, select on public.organization_users to authenticated;
grant insert (organization_id, user_id, role) on public.organization_users to authenticated;
grant update (role) on public.organization_users to authenticated;

-- organizations
revoke all on table public.organizations from anon, authenticated;
grant select on public.organizations to authenticated;
grant update (name, description) on public.organizations to authenticated;

-- phenos
revoke all on table public.phenos from anon, authenticated;
grant delete, select on public.phenos to authenticated;
grant insert (
  id, project_id, user_id, plant_id, phenotype_id, generation, status, notes, images, growth_stage,
  growth_rate, structure, aroma_intensity, frost_production, yield_estimate, potency_estimate,
  bud_density, height, internodal, flowering_time, branching_density, leaf_size, leaf_width,
  selected_for_final, selection_notes, aroma_profile
) on public.phenos to authenticated;
grant update (
  plant_id, phenotype_id, generation, status, notes, images, growth_stage, growth_rate, structure,
  aroma_intensity, frost_production, yield_estimate, potency_estimate, bud_density, height, internodal,
  flowering_time, branching_density, leaf_size, leaf_width, selected_for_final, selection_notes,
  aroma_profile
) on public.phenos to authenticated;

-- phenos_sensory
revoke all on table public.phenos_sensory from anon, authenticated;
grant delete, select on public.phenos_sensory to authenticated;
grant insert (
  id, plant_id, user_id, aroma_intensity, aroma_quality, aroma_profile, flavor_intensity, flavor_quality,
  flavor_profile, smoke_harshness, ash_color, notes
) on public.phenos_sensory to authenticated;
grant update (
  plant_id, aroma_intensity, aroma_quality, aroma_profile, flavor_intensity, flavor_quality,
  flavor_profile, smoke_harshness, ash_color, notes
) on public.phenos_sensory to authenticated;

-- profiles
revoke all on table public.profiles from anon, authenticated;
grant select on public.profiles to authenticated;
grant update (
  first_name, last_name, avatar_url, email_notifications, profile_visibility, quick_access_items
) on public.profiles to authenticated;

-- project_notes
revoke all on table public.project_notes from anon, authenticated;
grant delete, select on public.project_notes to authenticated;
grant insert (id, project_id, user_id, body) on public.project_notes to authenticated;
grant update (body) on public.project_notes to authenticated;

-- public_profiles
revoke all on table public.public_profiles from anon, authenticated;
grant select on public.public_profiles to anon, authenticated;

-- rooms
revoke all on table public.rooms from anon, authenticated;
grant delete, select on public.rooms to authenticated;
grant insert (facility_id, room_name, room_type, aroya_room_id) on public.rooms to authenticated;
grant update (room_name, room_type, aroya_room_id) on public.rooms to authenticated;

-- saved_calculations
revoke all on table public.saved_calculations from anon, authenticated;
grant delete, select on public.saved_calculations to authenticated;
grant insert (user_id, tool_id, name, inputs, results) on public.saved_calculations to authenticated;
grant update (name, inputs, results) on public.saved_calculations to authenticated;

-- selections
revoke all on table public.selections from anon, authenticated;
grant delete, select on public.selections to authenticated;
grant insert (
  id, project_id, user_id, pheno_id, plant_id, generation, selection_date, selection_rationale,
  selection_notes, selection_highlights, growth_metrics, tags, sensory_data, badges, images
) on public.selections to authenticated;
grant update (
  project_id, pheno_id, plant_id, generation, selection_date, selection_rationale, selection_notes,
  selection_highlights, growth_metrics, tags, sensory_data, badges, images
) on public.selections to authenticated;

-- subscription_events
revoke all on table public.subscription_events from anon, authenticated;
grant select on public.subscription_events to authenticated;

-- user_integrations
revoke all on table public.user_integrations from anon, authenticated;
grant delete, select on public.user_integrations to authenticated;
grant insert (user_id, provider, api_key) on public.user_integrations to authenticated;
grant update (user_id, provider, api_key) on public.user_integrations to authenticated;

-- Sequences (identity columns): nobody writes ids by hand.
revoke all on sequence public.agora_specialties_id_seq from anon, authenticated;

-- Functions: Postgres grants EXECUTE to PUBLIC by default, so revoke from public too. Trigger
-- functions get no grant at all (a trigger fires without its function's EXECUTE privilege).
revoke all on function public.add_organization_member(uuid, text, text) from public, anon, authenticated;
grant execute on function public.add_organization_member(uuid, text, text) to authenticated;
revoke all on function public.admin_set_certification_verified(uuid, boolean)
  from public, anon, authenticated;
grant execute on function public.admin_set_certification_verified(uuid, boolean) to authenticated;
revoke all on function public.admin_set_consultant_status(uuid, text) from public, anon, authenticated;
grant execute on function public.admin_set_consultant_status(uuid, text) to authenticated;
revoke all on function public.admin_set_tier(uuid, text) from public, anon, authenticated;
grant execute on function public.admin_set_tier(uuid, text) to authenticated;
revoke all on function public.admin_stats() from public, anon, authenticated;
grant execute on function public.admin_stats() to authenticated;
revoke all on function public.agora_certification_reset_verified() from public, anon, authenticated;
revoke all on function public.agora_check_time_zone() from public, anon, authenticated;
revoke all on function public.agora_consultation_for_update(uuid) from public, anon, authenticated;
revoke all on function public.agora_finish_consultation(uuid, text) from public, anon, authenticated;
revoke all on function public.agora_on_account_deleted() from public, anon, authenticated;
revoke all on function public.agora_sync_specialty_ids() from public, anon, authenticated;
revoke all on function public.animus_badges_ok(jsonb) from public, anon, authenticated;
grant execute on function public.animus_badges_ok(jsonb) to authenticated;
revoke all on function public.animus_growth_metrics_ok(jsonb) from public, anon, authenticated;
grant execute on function public.animus_growth_metrics_ok(jsonb) to authenticated;
revoke all on function public.animus_jsonb_text_array(jsonb) from public, anon, authenticated;
grant execute on function public.animus_jsonb_text_array(jsonb) to authenticated;
revoke all on function public.animus_rating_ok(jsonb, numeric, boolean) from public, anon, authenticated;
grant execute on function public.animus_rating_ok(jsonb, numeric, boolean) to authenticated;
revoke all on function public.animus_sensory_data_ok(jsonb) from public, anon, authenticated;
grant execute on function public.animus_sensory_data_ok(jsonb) to authenticated;
revoke all on function public.animus_tags_ok(jsonb) from public, anon, authenticated;
grant execute on function public.animus_tags_ok(jsonb) to authenticated;
revoke all on function public.animus_text_list_ok(text[], integer, integer, boolean, boolean)
  from public, anon, authenticated;
grant execute on function public.animus_text_list_ok(text[], integer, integer, boolean, boolean)
  to authenticated;
revoke all on function public.apply_subscription(uuid, text) from public, anon, authenticated;
revoke all on function public.arca_tool_tier(text) from public, anon, authenticated;
grant execute on function public.arca_tool_tier(text) to anon, authenticated;
revoke all on function public.available_slots(uuid, date, integer, integer) from public, anon, authenticated;
grant execute on function public.available_slots(uuid, date, integer, integer) to anon, authenticated;
revoke all on function public.book_consultation(uuid, timestamptz, integer, text, text)
  from public, anon, authenticated;
grant execute on function public.book_consultation(uuid, timestamptz, integer, text, text) to authenticated;
revoke all on function public.cancel_consultation(uuid, text) from public, anon, authenticated;
grant execute on function public.cancel_consultation(uuid, text) to authenticated;
revoke all on function public.check_table_exists(text) from public, anon, authenticated;
grant execute on function public.check_table_exists(text) to authenticated;
revoke all on function public.complete_consultation(uuid) from public, anon, authenticated;
grant execute on function public.complete_consultation(uuid) to authenticated;
revoke all on function public.consultant_reviews(uuid, integer, integer) from public, anon, authenticated;
grant execute on function public.consultant_reviews(uuid, integer, integer) to anon, authenticated;
revoke all on function public.create_notification(uuid, text, text, text, text, text)
  from public, anon, authenticated;
revoke all on function public.decide_verification(uuid, text, text) from public, anon, authenticated;
grant execute on function public.decide_verification(uuid, text, text) to authenticated;
revoke all on function public.delete_my_account() from public, anon, authenticated;
grant execute on function public.delete_my_account() to authenticated;
revoke all on function public.get_organization_members(uuid) from public, anon, authenticated;
grant execute on function public.get_organization_members(uuid) to authenticated;
revoke all on function public.handle_new_user() from public, anon, authenticated;
revoke all on function public.has_tier(text) from public, anon, authenticated;
grant execute on function public.has_tier(text) to anon, authenticated;
revoke all on function public.is_admin() from public, anon, authenticated;
grant execute on function public.is_admin() to authenticated;
revoke all on function public.is_org_member(uuid) from public, anon, authenticated;
grant execute on function public.is_org_member(uuid) to authenticated;
revoke all on function public.mark_no_show(uuid) from public, anon, authenticated;
grant execute on function public.mark_no_show(uuid) to authenticated;
revoke all on function public.org_role(uuid) from public, anon, authenticated;
grant execute on function public.org_role(uuid) to authenticated;
revoke all on function public.organization_id_from_path(text) from public, anon, authenticated;
grant execute on function public.organization_id_from_path(text) to authenticated;
revoke all on function public.organization_notes_stamp() from public, anon, authenticated;
revoke all on function public.organization_users_keep_an_owner() from public, anon, authenticated;
revoke all on function public.owns_consultant_folder(text) from public, anon, authenticated;
grant execute on function public.owns_consultant_folder(text) to authenticated;
revoke all on function public.rate_consultation(uuid, integer, text) from public, anon, authenticated;
grant execute on function public.rate_consultation(uuid, integer, text) to authenticated;
revoke all on function public.save_verification_draft(uuid, text, text) from public, anon, authenticated;
grant execute on function public.save_verification_draft(uuid, text, text) to authenticated;
revoke all on function public.search_consultants(text, integer[], numeric, integer, integer, boolean, integer,
  integer) from public, anon, authenticated;
grant execute on function public.search_consultants(text, integer[], numeric, integer, integer, boolean, integer,
  integer) to anon, authenticated;
revoke all on function public.set_updated_at() from public, anon, authenticated;
revoke all on function public.submit_consultant_application(text, text, text, integer, integer, integer[],
  integer[], boolean, text, text, jsonb, text) from public, anon, authenticated;
grant execute on function public.submit_consultant_application(text, text, text, integer, integer, integer[],
  integer[], boolean, text, text, jsonb, text) to authenticated;
revoke all on function public.sync_public_profile() from public, anon, authenticated;
revoke all on function public.take_over_verification(uuid) from public, anon, authenticated;
grant execute on function public.take_over_verification(uuid) to authenticated;
revoke all on function public.tier_rank(text) from public, anon, authenticated;
grant execute on function public.tier_rank(text) to anon, authenticated;
revoke all on function public.update_consultant_profile(uuid, text, text, text, integer, integer, boolean,
  text, text, integer[], jsonb, text, integer[]) from public, anon, authenticated;
grant execute on function public.update_consultant_profile(uuid, text, text, text, integer, integer, boolean,
  text, text, integer[], jsonb, text, integer[]) to authenticated;

-- The SECURITY DEFINER functions anon may call, each kept definer for the reason below
-- (tests/integration/db-security.test.ts lists this set; a new one needs a reviewed line there).
comment on function public.search_consultants(text, integer[], numeric, integer, integer, boolean, integer,
  integer) is
  'SECURITY DEFINER because under RLS Postgres cannot use the trigram, GIN and rate indexes for the'
  ' marketplace filters (non-leakproof operators); it returns only active profiles, which anon may '
  'read anyway.';
comment on function public.available_slots(uuid, date, integer, integer) is
  'SECURITY DEFINER because free slots depend on other clients'' bookings, which the caller may not '
  'read; it returns start times only, never who booked.';
comment on function public.consultant_reviews(uuid, integer, integer) is
  'SECURITY DEFINER because reviews live on consultations and reviewer names on profiles, neither '
  'readable by anon; it returns rating, text, date and first name plus initial only.';
comment on function public.has_tier(text) is
  'SECURITY DEFINER so policies on any table can ask without recursing into profiles'' RLS; it reads'
  ' only the caller''s own tier and answers false for anon.';
