// The other form the Edge Runtime serves: a module whose default export has fetch().
export default {
  fetch(req: Request): Response {
    return new Response(`default export served ${new URL(req.url).pathname}`);
  },
};
