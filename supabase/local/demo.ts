// The one password every seeded demo account has (see supabase/seeds/00_accounts.sql).
export const DEMO_PASSWORD = 'canopy-demo-2026';
