// The one place that turns Postgres, PostgREST and GoTrue (Supabase Auth) errors into messages a
// person can act on. Pure: duck-typed on `code`, `status` and `name`, so it needs neither React nor
// the Supabase client and works for thrown PostgrestErrors and for plain `{ error }` objects alike.
import { happenedMessage } from './happened.ts';

export const UNEXPECTED_ERROR_MESSAGE = 'An unexpected error occurred. Please try again later.';
export const NETWORK_ERROR_MESSAGE = 'Could not reach the server. Check your connection and try again.';
export const INVALID_CREDENTIALS_MESSAGE = 'Invalid login credentials. Check your details and try again.';
export const SESSION_EXPIRED_MESSAGE = 'Your session has expired. Please sign in again.';
export const ACCOUNT_DELETED_MESSAGE = 'This account has been deleted and cannot be accessed.';
export const NOT_FOUND_MESSAGE = 'The requested item was not found.';

/** Per-call wording for specific codes, e.g. `{ '23505': 'This feedback appears to be a duplicate.' }`. */
export type ErrorMessageOverrides = Partial<Record<string, string>>;

const POSTGRES_MESSAGES: Record<string, string> = {
  '23505': 'This record already exists.',
  '23503': 'A record this depends on does not exist.',
  '23502': 'A required value is missing.',
  '23514': 'A value is outside the allowed range.',
  '22001': 'A value is too long.',
  '22P02': 'A value has the wrong format.',
  '42501': "You don't have permission to do that.",
  PGRST116: NOT_FOUND_MESSAGE,
  // Functions raise PT404 for "not found" (PostgREST answers HTTP 404; P0002 would be a 500).
  PT404: NOT_FOUND_MESSAGE,
  // The database's pre-request check refuses a deleted account's still-valid token (HTTP 403).
  account_deleted: ACCOUNT_DELETED_MESSAGE,
  // Agora (migrations 20261122001100, 001200): booking and consultation rules.
  '23P01': 'This time slot is no longer available. Please choose another time.',
  AG001: 'Upgrade Required: booking a consultation requires an Advanced plan.',
  AG002: "This time is outside the consultant's availability. Please choose another time.",
  AG003: 'Consultations must be booked at least 2 hours in advance.',
  AG004: 'You already have a consultant application or profile.',
  AG005: 'This can no longer be done: its status has changed. Reload the page to see the latest.',
  AG006: 'Consultations can be booked at most 180 days ahead. Please choose an earlier date.',
  AG007:
    'You already have 5 upcoming consultations with this consultant. Attend or cancel one before booking another.',
  // Arca records (migration 20261123212750_arca_records_framework and the kinds after it).
  AR001: 'A finished entry cannot be in the future. Mark it as planned or change its time.',
  AR002: 'This entry was changed by someone else since you opened it. Reload it to see the latest version.',
  AR003: 'Deleted entries can be restored for 30 days; this one was deleted earlier.',
  AR004: 'Some rows of the import have errors, so nothing was saved. Fix them and import again.',
  AR005: 'Choose the lot this event moves, re-stages or counts.',
  AR006: 'A deleted entry cannot be changed. Restore it first.',
  AR007: 'An import takes at most 5,000 rows; split the file.',
  AR008: 'Choose the room or name the tank this reading is from.',
  AR009: 'Choose the lot this harvest is from.',
  // Ancora (migration *_ancora_attempts): the quiz rules the database enforces.
  AN001: 'You have used all your attempts at this quiz.',
  AN002: 'Please wait until the delay between attempts has passed.',
  AN003: 'Time is up: your answers were graded as they stood at the time limit.',
  AN004: 'Complete the prerequisite courses first.',
  AN005: 'Recertification opens 90 days before your certificate expires, for holders of the certificate.',
  AN006: 'This attempt has already been submitted.',
  AN007: 'This quiz has no questions yet.',
  AN008: 'This attempt is still in progress.',
  // Ancora authoring (migration *_ancora_course_authoring): the passing rule and publication states.
  AN009: 'Complete every lesson of the course before the final quiz.',
  AN010: 'Someone else saved this course since you opened it. Reload to see their changes.',
  AN011: 'There is nothing to publish or unpublish.',
  PGRST301: SESSION_EXPIRED_MESSAGE,
  PGRST303: SESSION_EXPIRED_MESSAGE,
};

const ARCA_RULE = /^AR1\d\d$/;

const RATE_LIMITED = 'Too many attempts. Please wait a moment and try again.';
const EMAIL_LINK_ELSEWHERE =
  'This link has already been used or was opened in a different browser. Ask for a new one and open it in this browser.';
const ALREADY_REGISTERED =
  'An account with this email or phone number already exists. Try signing in instead.';

const AUTH_MESSAGES: Record<string, string> = {
  invalid_credentials: INVALID_CREDENTIALS_MESSAGE,
  user_already_exists: ALREADY_REGISTERED,
  email_exists: ALREADY_REGISTERED,
  phone_exists: ALREADY_REGISTERED,
  weak_password: 'That password is too weak. Choose a longer, less common password.',
  over_request_rate_limit: RATE_LIMITED,
  over_email_send_rate_limit: 'Too many emails were sent. Please wait a few minutes and try again.',
  over_sms_send_rate_limit: 'Too many text messages were sent. Please wait a few minutes and try again.',
  validation_failed: 'Some of the details are not valid. Please check them and try again.',
  email_address_invalid: 'Enter a valid email address.',
  email_not_confirmed: 'Please confirm your email address before signing in.',
  phone_not_confirmed: 'Please confirm your phone number before signing in.',
  signup_disabled: 'New sign-ups are currently disabled.',
  email_provider_disabled: 'Signing in with email is currently disabled.',
  phone_provider_disabled: 'Signing in with a phone number is currently disabled.',
  sms_send_failed: 'We could not send a text message to that number. Please try again later.',
  user_banned: 'This account has been suspended.',
  user_not_found: 'No account was found for these details.',
  same_password: 'The new password must be different from the current one.',
  reauthentication_needed: 'For your security, confirm the change with the code we email you.',
  reauthentication_not_valid: 'That code is wrong or has expired. Check the email or send a new code.',
  mfa_verification_failed:
    'That code is not right. Enter the current 6-digit code from your authenticator app.',
  mfa_challenge_expired: 'That took too long. Enter the current code from your authenticator app.',
  insufficient_aal: 'Enter the code from your authenticator app first.',
  session_not_found: SESSION_EXPIRED_MESSAGE,
  session_expired: SESSION_EXPIRED_MESSAGE,
  refresh_token_not_found: SESSION_EXPIRED_MESSAGE,
  refresh_token_already_used: SESSION_EXPIRED_MESSAGE,
  bad_jwt: SESSION_EXPIRED_MESSAGE,
  no_authorization: SESSION_EXPIRED_MESSAGE,
  request_timeout: 'The request took too long. Please try again.',
  otp_expired: 'This link or code is invalid or has expired. Ask for a new one.',
  // A PKCE link works only in the browser that asked for it, once, within minutes of opening it.
  bad_code_verifier: EMAIL_LINK_ELSEWHERE,
  flow_state_not_found: EMAIL_LINK_ELSEWHERE,
  flow_state_expired: EMAIL_LINK_ELSEWHERE,
  pkce_code_verifier_not_found: EMAIL_LINK_ELSEWHERE,
};

const WEAK_PASSWORD_REASONS: Record<string, string> = {
  length: 'Password is too short.',
  characters: 'Password needs a mix of letters, numbers and symbols.',
  pwned: 'This password has appeared in a data breach. Choose a different one.',
};

const STATUS_MESSAGES: Record<number, string> = {
  401: SESSION_EXPIRED_MESSAGE,
  403: "You don't have permission to do that.",
  404: NOT_FOUND_MESSAGE,
  408: 'The request took too long. Please try again.',
  429: RATE_LIMITED,
};

type ErrorLike = {
  name?: unknown;
  code?: unknown;
  status?: unknown;
  message?: unknown;
  reasons?: unknown;
  __isAuthError?: unknown;
};

function asErrorLike(error: unknown): ErrorLike | undefined {
  return typeof error === 'object' && error !== null ? (error as ErrorLike) : undefined;
}

/** The Postgres / PostgREST / GoTrue error code, if the error carries one. */
export function getErrorCode(error: unknown): string | undefined {
  const code = asErrorLike(error)?.code;
  return typeof code === 'string' && code !== '' ? code : undefined;
}

/** The message this module gives a code, when it has one (forms repeat the database's words). */
export function messageForCode(code: string): string | undefined {
  return POSTGRES_MESSAGES[code] ?? AUTH_MESSAGES[code];
}

/** The HTTP status GoTrue (or a wrapped fetch) reported, if any. */
export function getErrorStatus(error: unknown): number | undefined {
  const status = asErrorLike(error)?.status;
  return typeof status === 'number' && status > 0 ? status : undefined;
}

function isAuthError(error: ErrorLike): boolean {
  return error.__isAuthError === true || (typeof error.name === 'string' && error.name.startsWith('Auth'));
}

/** True when the request never got an answer: offline, DNS, CORS, aborted or a 5xx gateway. */
export function isNetworkError(error: unknown): boolean {
  const e = asErrorLike(error);
  if (!e) return false;
  if (e.name === 'AuthRetryableFetchError') return true;
  if (e.name === 'TypeError' && typeof e.message === 'string' && /fetch|network/i.test(e.message))
    return true;
  // postgrest-js reports a failed fetch as `{ code: '', message: 'TypeError: Failed to fetch' }`.
  return (
    getErrorCode(error) === undefined &&
    typeof e.message === 'string' &&
    /^(TypeError|FetchError|AbortError)\b|failed to fetch|networkerror|load failed/i.test(e.message)
  );
}

// Postgres classes that a retry cannot fix: 22 data, 23 integrity, 28 authorization, 42 access
// or syntax; P0001 is a deliberate `raise exception`, P0002 "no data found" (a row that is gone),
// PT4xx a deliberate HTTP 4xx, account_deleted the deleted-account refusal.
const PERMANENT_PG_CLASS = /^(22|23|28|42)[0-9A-Z]{3}$|^P000[12]$|^PT4\d\d$|^account_deleted$/;
// The app's own rule codes (Agora AG…, Ancora AN…, Arca AR…, Atlas AT…) say the same thing however
// often they are asked.
const PERMANENT_APP_CODE = /^A[GNRT]\d{3}$/;
// PostgREST request (1xx), schema cache (2xx) and JWT (3xx) errors; PGRST0xx are connection ones.
const PERMANENT_PGRST = /^PGRST[123]\d\d$/;

/**
 * A refusal the app has already put in words for the person (it carries the database's reason):
 * shown as it is and never retried.
 */
export class UserFacingError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'UserFacingError';
  }
}

/**
 * Whether a failed query is worth retrying. 401/403/404 and their PostgREST/Postgres equivalents
 * (PGRST116 not found, PGRST301 bad JWT, 42501 permission) and every other client-side mistake are
 * answered the same way each time; network and server errors may pass.
 */
export function isRetryableError(error: unknown): boolean {
  if (error instanceof UserFacingError) return false;
  const status = getErrorStatus(error);
  if (status !== undefined && status >= 400 && status < 500 && status !== 408 && status !== 429) return false;
  const code = getErrorCode(error);
  if (code !== undefined) {
    if (PERMANENT_PG_CLASS.test(code) || PERMANENT_PGRST.test(code) || PERMANENT_APP_CODE.test(code))
      return false;
    if (code in AUTH_MESSAGES && code !== 'request_timeout' && !code.startsWith('over_')) return false;
  }
  return true;
}

/**
 * A message for the person using the app. `overrides` word specific codes for one screen
 * (the spec's feedback form has its own texts for 23505, 23503 and 42501); `fallback` replaces the
 * generic unexpected-error text.
 */
export function getErrorMessage(
  error: unknown,
  overrides: ErrorMessageOverrides = {},
  fallback?: string,
): string {
  if (error instanceof UserFacingError) return error.message;
  const e = asErrorLike(error);
  if (!e) return fallback ?? UNEXPECTED_ERROR_MESSAGE;
  const code = getErrorCode(error);
  const status = getErrorStatus(error);

  if (code !== undefined && overrides[code] !== undefined) return overrides[code];

  if (code === 'weak_password' && Array.isArray(e.reasons)) {
    const reasons = e.reasons
      .map((r) => (typeof r === 'string' ? WEAK_PASSWORD_REASONS[r] : undefined))
      .filter((r): r is string => r !== undefined);
    if (reasons.length > 0) return reasons.join(' ');
  }

  if (code !== undefined) {
    // A date of something that happened set ahead of now: the form's own words for the rule.
    const happened = happenedMessage(error);
    if (happened !== undefined) return happened;
    const known = AUTH_MESSAGES[code] ?? POSTGRES_MESSAGES[code];
    if (known !== undefined) return known;
    // Arca's nutrient, stock and compliance rules (AR1xx) name the product, room and time that
    // refused the write, and say what to do; no fixed text could, so their message is shown.
    if (ARCA_RULE.test(code) && typeof e.message === 'string' && e.message !== '') return e.message;
  }

  if (isNetworkError(error)) return NETWORK_ERROR_MESSAGE;

  if (isAuthError(e)) {
    if (e.name === 'AuthSessionMissingError') return SESSION_EXPIRED_MESSAGE;
    // Older GoTrue versions send no code for wrong credentials, only the message.
    if (typeof e.message === 'string' && /invalid login credentials/i.test(e.message)) {
      return INVALID_CREDENTIALS_MESSAGE;
    }
    // GoTrue writes its 4xx messages for end users ("Password should be at least 6 characters").
    if (status !== undefined && status < 500 && typeof e.message === 'string' && e.message !== '') {
      return e.message;
    }
  }

  if (status !== undefined) {
    if (overrides[String(status)] !== undefined) return overrides[String(status)] as string;
    const byStatus = STATUS_MESSAGES[status];
    if (byStatus !== undefined) return byStatus;
    if (status >= 500) return 'The server had a problem. Please try again in a moment.';
  }

  return fallback ?? UNEXPECTED_ERROR_MESSAGE;
}
