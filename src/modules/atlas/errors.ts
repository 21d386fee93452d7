// Atlas's database errors in words. The rules Atlas's functions and triggers raise (AT001–AT016)
// are written for the person who broke them, with the SOP code, version or quantity in them, so
// they are shown as they come; the generic codes get Atlas's own wording here.
import { getErrorCode, getErrorMessage, type ErrorMessageOverrides } from '@/lib/errors';

const ATLAS_WORDS: ErrorMessageOverrides = {
  '23P01': 'This room already holds a cycle in those dates. Choose another room or start date.',
  '23505': 'That already exists: choose another name or code.',
  '42501': 'Your role in this facility does not allow this.',
};

export function atlasErrorMessage(error: unknown, overrides: ErrorMessageOverrides = {}): string {
  const code = getErrorCode(error);
  if (code && /^AT\d{3}$/.test(code) && overrides[code] === undefined) {
    const message = (error as { message?: unknown }).message;
    if (typeof message === 'string' && message) return message;
  }
  return getErrorMessage(error, { ...ATLAS_WORDS, ...overrides });
}
