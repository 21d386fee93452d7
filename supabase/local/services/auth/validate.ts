// Email and phone checks with GoTrue's messages.
import { badRequest } from './errors.ts';

// The shape checkmail accepts: a local part, an @, and a dotted host of letters, digits and hyphens.
const EMAIL_RE =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

/** Returns the address lower-cased, as GoTrue stores it. */
export function validateEmail(email: string): string {
  if (!email) throw badRequest('validation_failed', 'An email address is required');
  if (email.length > 255) throw badRequest('validation_failed', 'An email address is too long');
  if (!EMAIL_RE.test(email))
    throw badRequest('validation_failed', 'Unable to validate email address: invalid format');
  return email.toLowerCase();
}

/** GoTrue keeps phone numbers as E.164 digits without the leading '+'. */
export function formatPhone(phone: string): string {
  return phone.replace(/^\+/, '').replace(/\s/g, '');
}

const DURATION_UNITS_MS: Record<string, number> = {
  ns: 1e-6,
  us: 1e-3,
  µs: 1e-3,
  ms: 1,
  s: 1000,
  m: 60_000,
  h: 3_600_000,
};

/** Go's time.ParseDuration (e.g. "876000h", "1h30m", "1.5s"), in milliseconds; null when malformed. */
export function parseGoDuration(value: string): number | null {
  const re = /(\d+(?:\.\d*)?|\.\d+)(ns|us|µs|ms|s|m|h)/gy;
  let sign = 1;
  let rest = value;
  if (rest.startsWith('-') || rest.startsWith('+')) {
    sign = rest.startsWith('-') ? -1 : 1;
    rest = rest.slice(1);
  }
  if (rest === '0') return 0;
  if (!rest) return null;
  let total = 0;
  let m: RegExpExecArray | null;
  while (re.lastIndex < rest.length && (m = re.exec(rest))) total += Number(m[1]) * DURATION_UNITS_MS[m[2]!]!;
  return re.lastIndex === rest.length ? sign * total : null;
}

export function validatePhone(phone: string): string {
  const formatted = formatPhone(phone);
  if (!/^[1-9][0-9]{1,14}$/.test(formatted)) {
    throw badRequest('validation_failed', 'Invalid phone number format (E.164 required)');
  }
  return formatted;
}
