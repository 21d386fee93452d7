// Helpers for the shell specs: the throw-away stack's service role (to arrange data a user cannot),
// fresh sign-ups for tests that change a user's data, and sonner toasts.
import { createClient } from '@supabase/supabase-js';
import { expect, type Page } from '@playwright/test';
import WebSocket from 'ws';
import { SERVICE_ROLE_KEY } from '../../supabase/local/config.ts';
import type { Database } from '../../src/types/database.ts';

const STACK_URL = `http://127.0.0.1:${process.env.E2E_STACK_PORT ?? 55421}`;

export function serviceClient() {
  return createClient<Database>(STACK_URL, SERVICE_ROLE_KEY, {
    auth: { persistSession: false, autoRefreshToken: false },
    // Node 20 has no global WebSocket, which realtime-js needs when a client is created.
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
  });
}

/** Signs up a brand-new user through the UI and returns their id; the page ends on /dashboard. */
export async function signUpFresh(page: Page, firstName = 'Fresh'): Promise<{ id: string; email: string }> {
  const email = `shell-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  await page.goto('/signup');
  await page.getByLabel('First name').fill(firstName);
  await page.getByLabel('Last name').fill('Tester');
  await page.getByLabel('Email or phone').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('a-long-e2e-password');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL('/dashboard');
  const id = await page.evaluate(() => {
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i);
      if (key?.endsWith('-auth-token')) return JSON.parse(localStorage.getItem(key)!).user.id as string;
    }
    return null;
  });
  if (!id) throw new Error('no session after sign-up');
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
