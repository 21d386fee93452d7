// A worker that dies under a request: an error nobody catches ends the process.
Deno.serve(() => {
  setTimeout(() => {
    throw new Error('uncaught on purpose');
  }, 10);
  return new Promise<Response>(() => {});
});
