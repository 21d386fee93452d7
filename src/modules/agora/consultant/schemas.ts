// The consultant application form and the profile editor (spec-2 §2, §5, §9). One schema per form,
// sharing the field rules; the database repeats the hard limits (agora_consultant_profiles CHECKs
// and submit_consultant_application).
import * as z from 'zod/mini';

export const SHORT_BIO_MIN = 50;
export const SHORT_BIO_MAX = 100;
/** The same words the database's trigger answers with (agora_check_short_bio). */
export const SHORT_BIO_LENGTH = `Short bio must be between ${SHORT_BIO_MIN} and ${SHORT_BIO_MAX} characters`;
export const RATE_MIN = 50;
export const RATE_MAX = 500;
export const RATE_STEP = 5;
/** spec-2 §9: 150 on the application screen, 100 elsewhere. */
export const APPLICATION_DEFAULT_RATE = 150;
export const PROFILE_DEFAULT_RATE = 100;
export const DEFAULT_AVAILABLE_DAYS = [1, 2, 3, 4, 5];
export const DEFAULT_HOURS = { start: '09:00', end: '17:00' } as const;

export const MISSING_INFORMATION = 'Missing information';
export const MISSING_INFORMATION_DESCRIPTION = 'Please fill out all required fields.';
export const SPECIALTY_REQUIRED = 'Please select at least one specialty';
export const DAY_REQUIRED = 'Please select at least one available day';

/** Day checkboxes, Sunday first (0 = Sunday, spec-2 §3). */
export const WEEKDAYS = [
  { value: 0, label: 'Sunday', short: 'Sun' },
  { value: 1, label: 'Monday', short: 'Mon' },
  { value: 2, label: 'Tuesday', short: 'Tue' },
  { value: 3, label: 'Wednesday', short: 'Wed' },
  { value: 4, label: 'Thursday', short: 'Thu' },
  { value: 5, label: 'Friday', short: 'Fri' },
  { value: 6, label: 'Saturday', short: 'Sat' },
] as const;

const required = (message: string) => z.string().check(z.trim(), z.minLength(1, message));

const yearsRule = (min: number) => {
  const message = `Years of experience must be between ${min} and 50`;
  return z.number({ error: message }).check(z.int(message), z.gte(min, message), z.lte(50, message));
};

const rateMessage = `Hourly rate must be between $${RATE_MIN} and $${RATE_MAX}`;
const rateRule = z
  .number({ error: rateMessage })
  .check(
    z.gte(RATE_MIN, rateMessage),
    z.lte(RATE_MAX, rateMessage),
    z.multipleOf(RATE_STEP, `Hourly rate must be a multiple of $${RATE_STEP}`),
  );

/** Optional link; the database accepts https:// addresses only. */
const optionalHttpsUrl = (what: string) =>
  z.string().check(
    z.trim(),
    z.maxLength(500, `${what} must be at most 500 characters`),
    z.refine((v) => v === '' || /^https:\/\/[^\s<>"]+\.[^\s<>"]+$/.test(v), {
      message: `Enter a valid ${what} starting with https://`,
    }),
  );

const common = {
  title: required('Title is required').check(z.maxLength(120, 'Title must be at most 120 characters')),
  shortDescription: required('Short bio is required').check(
    z.minLength(SHORT_BIO_MIN, SHORT_BIO_LENGTH),
    z.maxLength(SHORT_BIO_MAX, SHORT_BIO_LENGTH),
  ),
  bio: required('Detailed bio is required').check(z.maxLength(5000, 'Bio must be at most 5000 characters')),
  hourlyRate: rateRule,
  specialtyIds: z.array(z.number()).check(z.minLength(1, SPECIALTY_REQUIRED)),
  availableDays: z.array(z.number()).check(z.minLength(1, DAY_REQUIRED)),
  hasVideoConferencing: z.boolean(),
  calendlyUrl: optionalHttpsUrl('Calendly URL'),
  zoomLink: optionalHttpsUrl('Zoom link'),
};

export const applicationSchema = z.object({ ...common, yearsExperience: yearsRule(1) });
export type ApplicationValues = z.input<typeof applicationSchema>;

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
export const profileSchema = z
  .object({
    ...common,
    yearsExperience: yearsRule(0),
    startTime: z.string().check(z.regex(TIME, 'Choose a start time')),
    endTime: z.string().check(z.regex(TIME, 'Choose an end time')),
    timeZone: required('Choose a time zone'),
  })
  .check(
    z.refine((v) => v.startTime < v.endTime, {
      path: ['endTime'],
      message: 'End time must be after the start time',
    }),
  );
export type ProfileValues = z.input<typeof profileSchema>;

/** The fields whose absence spec-2 §5 answers with the 'Missing information' toast. */
export const REQUIRED_FIELDS = ['title', 'shortDescription', 'bio', 'specialtyIds', 'availableDays'] as const;

export function isMissingRequired(errors: Partial<Record<string, unknown>>): boolean {
  // A short bio that is present but too short is not "missing": its own message says what to do.
  return REQUIRED_FIELDS.some(
    (f) => errors[f] !== undefined && (errors[f] as { message?: unknown }).message !== SHORT_BIO_LENGTH,
  );
}

/** The live count under a short bio input: "12/100 characters · 38 more needed". */
export function shortBioCount(value: string): string {
  const length = value.trim().length;
  const count = `${value.length}/${SHORT_BIO_MAX} characters`;
  return length > 0 && length < SHORT_BIO_MIN ? `${count} · ${SHORT_BIO_MIN - length} more needed` : count;
}

export function defaultApplicationValues(): ApplicationValues {
  return {
    title: '',
    shortDescription: '',
    bio: '',
    yearsExperience: 1,
    hourlyRate: APPLICATION_DEFAULT_RATE,
    specialtyIds: [],
    availableDays: [...DEFAULT_AVAILABLE_DAYS],
    hasVideoConferencing: false,
    calendlyUrl: '',
    zoomLink: '',
  };
}

/** The browser's IANA time zone, or UTC. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}
