// Answers after ?ms= milliseconds (default 3000, as functions-js's own `slow` fixture).
Deno.serve(async (req) => {
  const ms = Number(new URL(req.url).searchParams.get('ms') ?? 3000);
  await new Promise((resolve) => setTimeout(resolve, ms));
  return new Response(`slept ${ms} ms`);
});
