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

export function validatePhone(phone: string): string {
  const formatted = formatPhone(phone);
  if (!/^[1-9][0-9]{1,14}$/.test(formatted)) {
    throw badRequest('validation_failed', 'Invalid phone number format (E.164 required)');
  }
  return formatted;
}
