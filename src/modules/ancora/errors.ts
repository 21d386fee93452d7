// Ancora's refusals in words. The authoring functions check a draft rule by rule and say which
// (22023, with the field's path in DETAIL), and the publication states have their own sentences
// (AN009–AN011); those are shown as the database wrote them. Everything else goes through the
// app's one translator.
import { getErrorCode, getErrorMessage } from '@/lib/errors';

const OWN_WORDS = /^(22023|AN009|AN010|AN011)$/;

export function ancoraErrorMessage(error: unknown): string {
  const code = getErrorCode(error);
  const message = (error as { message?: unknown } | null)?.message;
  if (code && OWN_WORDS.test(code) && typeof message === 'string' && message) return message;
  return getErrorMessage(error);
}

/** The draft field a refusal is about ("modules.0.lessons.1.title"), when the database said. */
export function refusedField(error: unknown): string | null {
  if (getErrorCode(error) !== '22023') return null;
  const details = (error as { details?: unknown } | null)?.details;
  return typeof details === 'string' && details ? details : null;
}
