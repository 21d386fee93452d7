// The npm packages every function shares, at the versions the app itself runs (package.json), so
// the browser and the functions validate with the same zod and talk to Supabase with the same
// supabase-js. Functions import them from here, never with a version of their own.
export { createClient, type SupabaseClient } from 'npm:@supabase/supabase-js@2.109.0';
export { corsHeaders } from 'npm:@supabase/supabase-js@2.109.0/cors';
export { z } from 'npm:zod@4.6.7';
// Stripe's own SDK, unchanged: on hosted it talks to api.stripe.com, locally to the stack's stand-in
// (the STRIPE_API_* secrets; _shared/stripe.ts).
export { default as Stripe } from 'npm:stripe@23.1.0';
