// The environment the function was given: hosted's injected variables, the secrets, and the names of
// everything else, so a test can see nothing of the runtime's own leaks in.
const INJECTED = [
  'SUPABASE_URL',
  'SUPABASE_ANON_KEY',
  'SUPABASE_SERVICE_ROLE_KEY',
  'SUPABASE_DB_URL',
  'SUPABASE_JWKS',
  'SUPABASE_PUBLISHABLE_KEYS',
  'SUPABASE_SECRET_KEYS',
];

Deno.serve(() =>
  Response.json({
    injected: Object.fromEntries(INJECTED.map((name) => [name, Deno.env.get(name) ?? null])),
    secret: Deno.env.get('FIXTURE_SECRET') ?? null,
    names: Object.keys(Deno.env.toObject()).sort(),
  }),
);
