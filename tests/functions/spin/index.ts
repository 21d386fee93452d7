// A handler that never yields: its event loop stops, so the CPU limit must stop the worker.
Deno.serve(() => {
  for (;;) {
    // burn CPU without ever returning to the event loop
  }
});
