// Every path a module declares has its route (in the entry's tree, or patched in with its module's
// route tables when that path is visited), every route's path comes from a paths file, and every
// placeholder carries the name and description it shows.
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RouteHandle } from '@/components/lazy-routes';
import { ALL_PATHS } from '@/lib/all-paths';
import { accountPaths } from '@/modules/account/paths';
import { LAZY_MODULE_ROUTES, patchModuleRoutes, routes } from './routes';

const declared = ALL_PATHS;

const sample = (pattern: string) => pattern.replace(/:[A-Za-z]+/g, 'x1');

/** A copy of the tree that `patch` can add to, as react-router's patchRoutesOnNavigation does. */
function patchable(list: RouteObject[]) {
  const copy = (r: RouteObject): RouteObject => ({ ...r, children: r.children?.map(copy) }) as RouteObject;
  const tree = list.map(copy);
  const byId = (id: string, within: RouteObject[] = tree): RouteObject | undefined => {
    for (const route of within) {
      if (route.id === id) return route;
      const found = route.children && byId(id, route.children);
      if (found) return found;
    }
    return undefined;
  };
  const patch = (id: string, children: RouteObject[]) => {
    const parent = byId(id);
    if (!parent) throw new Error(`no route ${id} to patch into`);
    parent.children = [...(parent.children ?? []), ...children];
  };
  return { tree, patch };
}

/** The tree after a visit to `path`: what the entry has plus what that visit patched in. */
async function routesFor(path: string): Promise<RouteObject[]> {
  const { tree, patch } = patchable(routes);
  await patchModuleRoutes({ path, patch });
  return tree;
}

let everyRoute: RouteObject[] = [];
beforeAll(async () => {
  const { tree, patch } = patchable(routes);
  for (const module of LAZY_MODULE_ROUTES) {
    await patchModuleRoutes({ path: `/${module.segments[0]}`, patch });
  }
  everyRoute = tree;
});

function leafRoutes(list: RouteObject[], out: RouteObject[] = []): RouteObject[] {
  for (const route of list) {
    out.push(route);
    if (route.children) leafRoutes(route.children, out);
  }
  return out;
}

describe('routes and paths', () => {
  it.each(declared.map((p) => [p.pattern, p] as const))('%s has a route', async (pattern) => {
    const matches = matchRoutes(await routesFor(sample(pattern)), sample(pattern)) ?? [];
    if (pattern === '/') return expect(matches.at(-1)?.route.index).toBe(true);
    const withPath = matches.filter((m) => m.route.path !== undefined);
    const leaf = withPath.at(-1)?.route;
    expect(leaf?.path).not.toMatch(/\*$/);
    expect(leaf?.path).toBe(pattern);
  });

  it('keeps the route tables out of the entry: only /, sign-in and sign-up are there', () => {
    const inEntry = declared
      .filter((p) => matchRoutes(routes, sample(p.pattern))?.at(-1)?.route.path !== '*')
      .map((p) => p.pattern);
    expect(inEntry).toEqual([
      accountPaths.home.pattern,
      accountPaths.login.pattern,
      accountPaths.signup.pattern,
    ]);
  });

  it('routes only declared paths', () => {
    const patterns = new Set(declared.map((p) => p.pattern));
    const undeclared = leafRoutes(everyRoute)
      .map((r) => r.path)
      .filter((path): path is string => path !== undefined && !path.endsWith('*') && !patterns.has(path));
    expect(undeclared).toEqual([]);
  });

  it('gives every placeholder a name and a description', () => {
    const placeholders = leafRoutes(everyRoute).filter((r) => (r.handle as RouteHandle | undefined)?.page);
    // Some screens are still to build; the count falls as they arrive, so only its presence is held.
    expect(placeholders.length).toBeGreaterThan(0);
    for (const route of placeholders) {
      const page = (route.handle as RouteHandle).page!;
      expect(page.name, route.path).not.toBe('');
      expect(page.description, route.path).not.toBe('');
    }
    const contact = matchRoutes(everyRoute, '/contact')!.at(-1)!.route.handle as RouteHandle;
    expect(contact.page?.name).toBe('Contact');
  });
});
