// Present on disk, but `enabled = false` in config.toml: hosted and the stack answer 404.
Deno.serve(() => new Response('must not be served'));
