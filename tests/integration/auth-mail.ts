// What auth tests share: auth-js errors checked by status and code, and the mails the local
// auth service wrote to the inbox (read through the stack's inbox API, as a person would).
import { isAuthApiError, type AuthError } from '@supabase/supabase-js';
import { expect } from 'vitest';
import { stack } from './helpers.ts';

export function expectApiError(error: AuthError | null, status: number, code: string) {
  expect(error, `expected ${status} ${code}`).not.toBeNull();
  expect(isAuthApiError(error)).toBe(true);
  expect(error!.status).toBe(status);
  expect(error!.code).toBe(code);
}

export interface Mail {
  to: string;
  subject: string;
  text: string;
  links: string[];
}

/** The mails sent to `to`, newest first. */
export async function inbox(to: string): Promise<Mail[]> {
  const res = await fetch(`${stack.apiUrl}/inbox/api/messages?to=${encodeURIComponent(to)}`);
  return ((await res.json()) as { messages: Mail[] }).messages;
}

export const codeIn = (mail: Mail | undefined) => /code: (\d{6})/.exec(mail?.text ?? '')?.[1] ?? '';

export function fragmentOf(location: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(new URL(location).hash.slice(1)));
}
