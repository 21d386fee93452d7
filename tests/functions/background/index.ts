// Work after the answer, as a webhook does it: EdgeRuntime.waitUntil keeps it running.
declare const EdgeRuntime: { waitUntil(promise: Promise<unknown>): void };

let finished = 0;
Deno.serve((req) => {
  if (new URL(req.url).pathname.endsWith('/finished')) return Response.json({ finished });
  EdgeRuntime.waitUntil(new Promise((resolve) => setTimeout(() => resolve((finished += 1)), 200)));
  return new Response('accepted', { status: 202 });
});
