// What reached the function: method, path and query (below /functions/v1), headers and body.
Deno.serve(async (req) => {
  const url = new URL(req.url);
  return Response.json({
    method: req.method,
    url: req.url,
    path: url.pathname,
    query: url.search,
    headers: Object.fromEntries(req.headers),
    body: await req.text(),
  });
});
