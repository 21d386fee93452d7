// Emits /sw.js from src/app/offline/service-worker.js with this build's asset lists: the shell
// (the entry chunk, what it imports statically and its CSS, all in index.html) cached on install,
// and every asset for a page that asks for the whole app offline. The version is a hash of the
// list, so each build caches under its own name and the old cache is dropped.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

const SOURCE = new URL('./src/app/offline/service-worker.js', import.meta.url);

export function serviceWorkerPlugin(): Plugin {
  return {
    name: 'canopy-service-worker',
    apply: 'build',
    generateBundle(_options, bundle) {
      const files = Object.values(bundle);
      const chunks = files.flatMap((f) => (f.type === 'chunk' ? [f] : []));
      const shell = new Set<string>();
      const visit = (name: string) => {
        if (shell.has(name)) return;
        shell.add(name);
        const chunk = chunks.find((c) => c.fileName === name);
        chunk?.imports.forEach(visit);
        chunk?.viteMetadata?.importedCss.forEach((css) => shell.add(css));
      };
      chunks.filter((c) => c.isEntry).forEach((c) => visit(c.fileName));
      const all = files.map((f) => f.fileName).filter((f) => f.startsWith('assets/') && !f.endsWith('.map'));
      const assets = { shell: [...shell].sort().map((f) => `/${f}`), all: all.sort().map((f) => `/${f}`) };
      const version = createHash('sha256').update(JSON.stringify(assets)).digest('hex').slice(0, 12);
      const source = readFileSync(SOURCE, 'utf8')
        .replace("'__CANOPY_SW_VERSION__'", JSON.stringify(version))
        .replace('__CANOPY_SW_ASSETS__', JSON.stringify(assets));
      this.emitFile({ type: 'asset', fileName: 'sw.js', source });
    },
  };
}
