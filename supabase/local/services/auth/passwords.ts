// Passwords as GoTrue stores them: bcrypt `$2a$`, cost 10. pgcrypto's crypt(…, gen_salt('bf')) writes
// `$2a$06$…`, so seeded users verify too.
import bcrypt from 'bcryptjs';
import { badRequest, weakPassword } from './errors.ts';

const COST = 10;
/** bcrypt reads only the first 72 bytes; GoTrue refuses longer passwords rather than truncating. */
export const MAX_PASSWORD_BYTES = 72;

export async function hashPassword(password: string): Promise<string> {
  // bcryptjs writes $2b$; the algorithm is the same for inputs under 255 bytes and GoTrue writes $2a$.
  const salt = (await bcrypt.genSalt(COST)).replace(/^\$2b\$/, '$2a$');
  return bcrypt.hash(password, salt);
}

export async function verifyPassword(password: string, hash: string | null): Promise<boolean> {
  if (!hash || !/^\$2[abxy]\$\d\d\$/.test(hash)) return false;
  try {
    return await bcrypt.compare(password, hash);
  } catch {
    return false;
  }
}

/** GoTrue's checks, with its messages: too long is a validation error, too short a weak password. */
export function checkPasswordStrength(password: string, minLength: number): void {
  // GoTrue measures bytes (Go's len), not characters.
  const bytes = Buffer.byteLength(password, 'utf8');
  if (bytes > MAX_PASSWORD_BYTES) {
    throw badRequest('validation_failed', `Password cannot be longer than ${MAX_PASSWORD_BYTES} characters`);
  }
  if (bytes < minLength) {
    throw weakPassword(`Password should be at least ${minLength} characters.`, ['length']);
  }
}
