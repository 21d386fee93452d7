-- The override reason of a diary entry (REI/PHI) and of a beneficial release (IOBC window) was
-- checked by unnamed column CHECKs, so a too-short reason reached the grower as the generic
-- "not valid" message. Named, the app maps each to the form's own words (CONSTRAINT_MESSAGES in
-- src/modules/arca/records/errors.ts). The rule itself is unchanged: 5 to 500 characters, trimmed.

alter table public.arca_diary_values
  rename constraint arca_diary_values_override_reason_check to arca_diary_override_reason_length;

alter table public.arca_release_values
  rename constraint arca_release_values_override_reason_check to arca_release_override_reason_length;
