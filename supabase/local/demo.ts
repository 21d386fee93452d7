// The one password every seeded demo account has (see supabase/seed.sql).
export const DEMO_PASSWORD = 'canopy-demo-2026';
