// Early module hints for the pages people land on first (issue 14: a visitor's first page is often
// /agora on a phone). A route's code loads in steps: the entry, then the module's route table, then
// the page and layouts it names, each waiting on the one before. For the paths listed here the
// built index.html carries a small inline script that, before the entry runs, adds
// <link rel="modulepreload"> for those chunks and everything they import, so they download beside
// the entry instead of after it. Any other path loads exactly as before.
import type { Plugin, Rollup } from 'vite';

/** Path (exact, no trailing slash) → the source modules its first render needs (lazy chunks). */
export type RoutePreloads = Record<string, readonly string[]>;

export function routePreloadPlugin(preloads: RoutePreloads): Plugin {
  let base = '/';
  return {
    name: 'canopy-route-preload',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!ctx.bundle) return html;
        const chunks = Object.values(ctx.bundle).filter((f): f is Rollup.OutputChunk => f.type === 'chunk');
        const byFile = new Map(chunks.map((c) => [c.fileName, c]));
        // What the entry loads anyway (it and its static imports) needs no hint.
        const loaded = new Set<string>();
        const visit = (name: string, into: Set<string>) => {
          if (into.has(name) || loaded.has(name)) return;
          into.add(name);
          byFile.get(name)?.imports.forEach((i) => visit(i, into));
        };
        chunks.filter((c) => c.isEntry).forEach((c) => visit(c.fileName, loaded));
        const map: Record<string, string[]> = {};
        for (const [route, modules] of Object.entries(preloads)) {
          const files = new Set<string>();
          for (const id of modules) {
            // The chunk holding the module (its own, or a group of vite.first-page-chunks.ts).
            const chunk = chunks.find((c) => c.moduleIds.some((m) => m.endsWith(`/${id}`)));
            if (!chunk) throw new Error(`route-preload: no chunk for ${id} (is it still a lazy import?)`);
            visit(chunk.fileName, files);
          }
          map[route] = [...files].map((f) => base + f);
        }
        const script =
          `(function(){var m=${JSON.stringify(map)},p=location.pathname.replace(/\\/+$/,'')||'/',f=m[p];` +
          `if(f)f.forEach(function(h){var l=document.createElement('link');l.rel='modulepreload';` +
          `l.crossOrigin='';l.href=h;document.head.appendChild(l)})})()`;
        return { html, tags: [{ tag: 'script', children: script, injectTo: 'head' }] };
      },
    },
  };
}
