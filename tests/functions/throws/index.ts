// A handler that throws: hosted answers 500 WORKER_ERROR, and the worker lives on.
let calls = 0;
Deno.serve(() => {
  calls += 1;
  throw new Error(`thrown on purpose (call ${calls})`);
});
