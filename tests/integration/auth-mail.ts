// What the auth tests share besides the inbox (helpers.ts): auth-js errors checked by status and
// code, the code in a mail, and the fragment a /verify redirect carries.
import { isAuthApiError, type AuthError } from '@supabase/supabase-js';
import { expect } from 'vitest';
import type { InboxMail } from './helpers.ts';

export function expectApiError(error: AuthError | null, status: number, code: string) {
  expect(error, `expected ${status} ${code}`).not.toBeNull();
  expect(isAuthApiError(error)).toBe(true);
  expect(error!.status).toBe(status);
  expect(error!.code).toBe(code);
}

export const codeIn = (mail: InboxMail | undefined) => /code: (\d{6})/.exec(mail?.text ?? '')?.[1] ?? '';

export function fragmentOf(location: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(new URL(location).hash.slice(1)));
}
