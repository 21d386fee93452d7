// A handler that keeps allocating: the worker's heap limit stops it.
const kept: number[][] = [];
Deno.serve(() => {
  for (let i = 0; i < 100_000; i++) kept.push(new Array(100_000).fill(i));
  return new Response(String(kept.length));
});
