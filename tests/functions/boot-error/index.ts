// A function that cannot start: it checks for a secret nobody set, as real functions do at load.
const key = Deno.env.get('FIXTURE_SECRET_NEVER_SET');
if (!key) throw new Error('FIXTURE_SECRET_NEVER_SET is not set');

Deno.serve(() => new Response(key));
