// The seeded demo accounts (supabase/seeds/00_accounts.sql), one per persona, and where each one's signed-in
// browser state is saved by auth.setup.ts.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_PASSWORD } from '../../supabase/local/demo.ts';

export { DEMO_PASSWORD };

export const PERSONAS = {
  free: { email: 'free@example.com', firstName: 'Sam' },
  basic: { email: 'basic@example.com', firstName: 'Priya' },
  advanced: { email: 'advanced@example.com', firstName: 'Lena' },
  pro: { email: 'pro@example.com', firstName: 'Marcus' },
  consultant: { email: 'consultant@example.com', firstName: 'Dana' },
  applicant: { email: 'applicant@example.com', firstName: 'Tomás' },
  admin: { email: 'admin@example.com', firstName: 'Avery' },
} as const;

export type Persona = keyof typeof PERSONAS;

// Per app port: sessions belong to one throw-away stack, and parallel runs use different ports.
const AUTH_DIR = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '.auth',
  process.env.E2E_APP_PORT ?? '4173',
);

/** storageState file for a persona; use with `test.use({ storageState: storageStateFor('pro') })`. */
export function storageStateFor(persona: Persona): string {
  return path.join(AUTH_DIR, `${persona}.json`);
}
