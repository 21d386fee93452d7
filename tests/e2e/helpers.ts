// The one helper file of the e2e specs: the throw-away stack (URL, service and anon clients), the
// demo personas and their saved sessions, signing in and up through the UI, and sonner toasts.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createClient } from '@supabase/supabase-js';
import { expect, type Browser, type Page } from '@playwright/test';
import WebSocket from 'ws';
import { ANON_KEY, E2E_STACK_PORT, SERVICE_ROLE_KEY } from '../../supabase/local/config.ts';
import { DEMO_PASSWORD } from '../../supabase/local/demo.ts';
import type { Database } from '../../src/types/database.ts';
import { mailsTo, type InboxMail } from '../../supabase/local/dev/inbox/client.ts';

export { DEMO_PASSWORD };

/** The e2e stack playwright.config.ts starts (or reuses) on E2E_STACK_PORT. */
export const STACK_URL = `http://127.0.0.1:${process.env.E2E_STACK_PORT ?? E2E_STACK_PORT}`;

/** The password every user a spec creates gets. */
export const E2E_PASSWORD = 'a-long-e2e-password';

const clientOptions = {
  auth: { persistSession: false, autoRefreshToken: false },
  // Node 20 has no global WebSocket, which realtime-js needs when a client is created.
  realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
};

/** The service role: arranges data a user cannot (activating a consultant, a paid plan). */
export function serviceClient() {
  return createClient<Database>(STACK_URL, SERVICE_ROLE_KEY, clientOptions);
}

/** A client as an anonymous visitor; sign it in to act as a user outside the browser. */
export function anonClient() {
  return createClient<Database>(STACK_URL, ANON_KEY, clientOptions);
}

/** The seeded demo accounts (supabase/seeds/00_accounts.sql), one per persona. */
export const PERSONAS = {
  free: { email: 'free@example.com', firstName: 'Sam' },
  basic: { email: 'basic@example.com', firstName: 'Priya' },
  advanced: { email: 'advanced@example.com', firstName: 'Lena' },
  pro: { email: 'pro@example.com', firstName: 'Marcus' },
  consultant: { email: 'consultant@example.com', firstName: 'Dana' },
  applicant: { email: 'applicant@example.com', firstName: 'Tomás' },
  admin: { email: 'admin@example.com', firstName: 'Avery' },
  moderator: { email: 'moderator@example.com', firstName: 'Morgan' },
} as const;

export type Persona = keyof typeof PERSONAS;

// Per app port: sessions belong to one throw-away stack, and parallel runs use different ports.
const AUTH_DIR = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '.auth',
  process.env.E2E_APP_PORT ?? '4173',
);

/** The persona's saved session (auth.setup.ts): `test.use({ storageState: storageStateFor('pro') })`. */
export function storageStateFor(persona: Persona): string {
  return path.join(AUTH_DIR, `${persona}.json`);
}

/** Fills and submits the sign-in form on the current page (which must be /login). */
export async function submitSignIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email or phone').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/**
 * Signs in through the UI in a fresh browser context (a persona, or any email and password) and
 * returns that context and its page, on /dashboard.
 */
export async function signInAs(
  browser: Browser,
  who: Persona | { email: string; password: string },
): Promise<{ context: Awaited<ReturnType<Browser['newContext']>>; page: Page }> {
  const { email, password } =
    typeof who === 'string' ? { email: PERSONAS[who].email, password: DEMO_PASSWORD } : who;
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const page = await context.newPage();
  await page.goto('/login');
  await submitSignIn(page, email, password);
  await expect(page).toHaveURL('/dashboard');
  return { context, page };
}

/** A unique address for a user a spec creates. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** The newest mail to `to` whose subject is `subject`, from the stack's inbox (waits for it). */
export async function mailTo(to: string, subject: string): Promise<InboxMail> {
  let found: InboxMail | undefined;
  await expect(async () => {
    found = (await mailsTo(STACK_URL, to)).find((m) => m.subject === subject);
    expect(found, `a mail "${subject}" to ${to}`).toBeTruthy();
  }).toPass();
  return found!;
}

/**
 * Signs up a brand-new user through the UI as a person does: the form answers "Check your inbox"
 * (the project confirms addresses), the mailed link opens in the same browser and ends on
 * /dashboard signed in. Returns the user's id and address.
 */
export async function signUpFresh(page: Page, firstName = 'Fresh'): Promise<{ id: string; email: string }> {
  const email = uniqueEmail('shell');
  await page.goto('/signup');
  await page.getByLabel('First name').fill(firstName);
  await page.getByLabel('Last name').fill('Tester');
  await page.getByLabel('Email or phone').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(E2E_PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('status')).toContainText('Check your inbox');
  const link = (await mailTo(email, 'Confirm Your Signup')).links[0];
  if (!link) throw new Error(`no link in the confirmation mail to ${email}`);
  await page.goto(link);
  await expect(page).toHaveURL('/dashboard');
  const id = await page.evaluate(() => {
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i);
      if (key?.endsWith('-auth-token')) return JSON.parse(localStorage.getItem(key)!).user.id as string;
    }
    return null;
  });
  if (!id) throw new Error('no session after confirming the sign-up');
  return { id, email };
}

/** The sonner toast whose text contains `title`. */
export function toast(page: Page, title: string) {
  return page.locator('[data-sonner-toast]').filter({ hasText: title });
}

export async function expectToast(page: Page, title: string, description: string) {
  const t = toast(page, title).first();
  await expect(t).toBeVisible();
  await expect(t).toContainText(description);
}
