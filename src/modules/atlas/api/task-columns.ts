// What every task list reads (the cycle page, the calendar, Today): the task, its phase (for the
// room) and cycle, and its SOP's code, in one request.
export const TASK_COLUMNS =
  'id, facility_id, cycle_id, cycle_phase_id, title, description, due_on, baseline_due_on, offset_days, status, assignee_id, sop_id, sop_version_id, started_at, started_by, done_at, done_by, note, photo_path, phase:atlas_cycle_phases(phase, room_id), cycle:atlas_cycles(name, strain_name), sop:atlas_sops(code, title, required_course_id)';
