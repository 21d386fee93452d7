// Every path a module declares has its route, every route's path comes from a paths file, and every
// placeholder carries the name and description it shows.
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { RouteHandle } from '@/components/lazy-routes';
import { ALL_PATHS } from '@/lib/all-paths';
import { routes } from './routes';

const declared = ALL_PATHS;

const sample = (pattern: string) => pattern.replace(/:[A-Za-z]+/g, 'x1');

function leafRoutes(list: RouteObject[], out: RouteObject[] = []): RouteObject[] {
  for (const route of list) {
    out.push(route);
    if (route.children) leafRoutes(route.children, out);
  }
  return out;
}

describe('routes and paths', () => {
  it.each(declared.map((p) => [p.pattern, p] as const))('%s has a route', (pattern) => {
    const matches = matchRoutes(routes, sample(pattern)) ?? [];
    if (pattern === '/') return expect(matches.at(-1)?.route.index).toBe(true);
    const withPath = matches.filter((m) => m.route.path !== undefined);
    const leaf = withPath.at(-1)?.route;
    expect(leaf?.path).not.toMatch(/\*$/);
    expect(leaf?.path).toBe(pattern);
  });

  it('routes only declared paths', () => {
    const patterns = new Set(declared.map((p) => p.pattern));
    const undeclared = leafRoutes(routes)
      .map((r) => r.path)
      .filter((path): path is string => path !== undefined && !path.endsWith('*') && !patterns.has(path));
    expect(undeclared).toEqual([]);
  });

  it('gives every placeholder a name and a description', () => {
    const placeholders = leafRoutes(routes).filter((r) => (r.handle as RouteHandle | undefined)?.page);
    // Some screens are still to build; the count falls as they arrive, so only its presence is held.
    expect(placeholders.length).toBeGreaterThan(0);
    for (const route of placeholders) {
      const page = (route.handle as RouteHandle).page!;
      expect(page.name, route.path).not.toBe('');
      expect(page.description, route.path).not.toBe('');
    }
    const contact = matchRoutes(routes, '/contact')!.at(-1)!.route.handle as RouteHandle;
    expect(contact.page?.name).toBe('Contact');
  });
});
