// Answers with what the function sees of its request: the path and query the platform hands it.
Deno.serve((req) => {
  const url = new URL(req.url);
  return Response.json({ message: 'Hello', path: url.pathname, query: url.search, method: req.method });
});
