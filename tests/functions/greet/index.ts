// The shared layer end to end, as a real function uses it: CORS and errors (http.ts), input checked
// with zod (validate.ts), the caller (auth.ts) and the service role client (supabase.ts).
import { getCaller } from '../../../supabase/functions/_shared/auth.ts';
import { z } from '../../../supabase/functions/_shared/deps.ts';
import { handler, HttpError, json } from '../../../supabase/functions/_shared/http.ts';
import { serviceClient } from '../../../supabase/functions/_shared/supabase.ts';
import { readJson } from '../../../supabase/functions/_shared/validate.ts';

const Greeting = z.object({
  name: z.string().trim().min(1, 'Enter a name').max(40),
  times: z.number().int().min(1).max(3).default(1),
});

Deno.serve(
  handler(async (req) => {
    if (req.method !== 'POST') throw new HttpError(405, 'method_not_allowed', 'Use POST');
    const caller = await getCaller(req);
    const { name, times } = await readJson(req, Greeting);
    if (caller.kind === 'service') return json({ greeting: `Hello ${name}`.repeat(times), caller });
    // Read as the service role what only it may read: the caller's account in auth.users.
    const { data, error } = await serviceClient().auth.admin.getUserById(caller.id);
    if (error) throw error;
    return json({
      greeting: `Hello ${name}`.repeat(times),
      caller: { kind: caller.kind, id: caller.id, email: caller.email },
      accountEmail: data.user.email,
    });
  }),
);
