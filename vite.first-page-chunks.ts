// Fewer, larger chunks on the path of a visitor's first page (issue 14: /agora on a phone). Left to
// itself Rolldown gives every module shared by two lazy routes its own chunk, so /agora's first
// render needed ~57 small files; over HTTP/1.1 (six connections, one round trip per file) the round
// trips, not the bytes, set when the page could paint. Each group below becomes one chunk holding
// the lazy modules it names and everything they import statically — except what the entry already
// holds and what the `keep` pages import (their chunks stay as they are, so /login loads exactly
// what it loaded before). Routes stay lazy: the groups are lazy chunks, loaded by the routes that
// use them.
import path from 'node:path';
import type { Rolldown } from 'vite';

type CodeSplitting = Rolldown.CodeSplittingOptions;
type ChunkingContext = Rolldown.ChunkingContext;

export interface FirstPageGroup {
  /** Chunk name. */
  name: string;
  /** Lazy source modules (from the project root) the chunk holds, with their static imports. */
  modules: readonly string[];
  /**
   * Only modules under this folder (and those importing one of them) stay in this chunk; the
   * shared code it also needs (ui, lib) joins the group named `rest`, which other routes load anyway.
   */
  owns?: { folder: string; rest: string };
}

export interface FirstPageChunks {
  /** The entry module and the lazy pages whose chunks must not change (kept light, e.g. /login). */
  keep: readonly string[];
  /** In order: a module goes to the first group that reaches it. */
  groups: readonly FirstPageGroup[];
}

export function firstPageChunks(root: string, options: FirstPageChunks): CodeSplitting {
  const abs = (file: string) => path.resolve(root, file);
  let assigned: Map<string, string> | undefined;

  const assign = (ctx: ChunkingContext) => {
    const closure = (ids: readonly string[], skip: ReadonlySet<string>) => {
      const seen = new Set<string>();
      const stack = [...ids];
      while (stack.length) {
        const id = stack.pop()!;
        if (seen.has(id) || skip.has(id)) continue;
        const info = ctx.getModuleInfo(id);
        if (!info) throw new Error(`first-page-chunks: no module ${id}`);
        seen.add(id);
        stack.push(...info.importedIds);
      }
      return seen;
    };
    const taken = closure(options.keep.map(abs), new Set());
    const result = new Map<string, string>();
    for (const group of options.groups) {
      const members = closure(group.modules.map(abs), taken);
      if (group.owns) {
        // Owned: inside the folder, or importing (directly or not) a module that is.
        const folder = abs(group.owns.folder) + path.sep;
        const owned = new Set([...members].filter((id) => id.startsWith(folder)));
        for (let grew = true; grew;) {
          grew = false;
          for (const id of members) {
            if (owned.has(id)) continue;
            if (ctx.getModuleInfo(id)!.importedIds.some((dep) => owned.has(dep))) {
              owned.add(id);
              grew = true;
            }
          }
        }
        for (const id of members) result.set(id, owned.has(id) ? group.name : group.owns.rest);
      } else {
        for (const id of members) result.set(id, group.name);
      }
      members.forEach((id) => taken.add(id));
    }
    return result;
  };

  return {
    // The members are computed as closed sets; pulling in dependencies again would move the
    // entry's own modules into a lazy chunk.
    includeDependenciesRecursively: false,
    groups: [
      {
        debugName: 'first-page-chunks',
        name: (id, ctx) => (assigned ??= assign(ctx)).get(id) ?? null,
      },
    ],
  };
}
