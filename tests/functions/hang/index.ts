// A handler that never answers, without blocking: the request idle timeout ends the wait.
Deno.serve(() => new Promise<Response>(() => {}));
