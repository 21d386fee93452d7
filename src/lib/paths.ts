// The building blocks of every module's `paths.ts`: a path is declared once, as a react-router
// pattern, and links are built from it with a typed `href()` — so a renamed route breaks the build
// instead of a link. Each module also declares its tools (name, description, tier) here-shaped, and
// src/lib/modules.ts lists the modules for the shell.
import type { Tier } from './tiers.ts';

/** The `:param` names of a pattern: '/a/:id/b/:tab' → 'id' | 'tab'. */
export type PathParamNames<P extends string> = P extends `${string}:${infer Param}/${infer Rest}`
  ? Param | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Param}`
    ? Param
    : never;

export type PathParams<P extends string> = { [K in PathParamNames<P>]: string | number };

/** A query string's values; undefined, null and '' are left out. */
export type SearchParams = Record<string, string | number | boolean | null | undefined>;

export interface AppPath<P extends string = string> {
  /** The react-router pattern, absolute ('/agora/consultants/:id'); route objects use it as `path`. */
  readonly pattern: P;
  /** The URL of this page: parameters filled in and encoded, plus an optional query string. */
  href: [PathParamNames<P>] extends [never]
    ? (search?: SearchParams) => string
    : (params: PathParams<P>, search?: SearchParams) => string;
}

function queryString(search: SearchParams | undefined): string {
  if (!search) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(search)) {
    if (value === undefined || value === null || value === '') continue;
    params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** Fills a pattern's `:params` (encoded); throws when one is missing, which is a programming error. */
export function fillPattern(pattern: string, params: Record<string, string | number> = {}): string {
  return pattern.replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined || value === '') throw new Error(`Missing ":${name}" for ${pattern}`);
    return encodeURIComponent(String(value));
  });
}

export function path<const P extends `/${string}`>(pattern: P): AppPath<P> {
  const hasParams = pattern.includes(':');
  const href = hasParams
    ? (params: Record<string, string | number>, search?: SearchParams) =>
        fillPattern(pattern, params) + queryString(search)
    : (search?: SearchParams) => pattern + queryString(search);
  return { pattern, href: href as AppPath<P>['href'] };
}

/** What a screen is called: the placeholder shows it until the screen is built. */
export interface PageInfo {
  name: string;
  description: string;
}

/**
 * Where a page's data lives, which decides whose plan opens it (src/lib/access.ts): 'personal'
 * pages (calculators, the breeding library, the academy) open by the user's own plan only;
 * 'facility' pages (records, Atlas, Prometheus) work in a facility and also open under the plan of
 * a facility the user works in.
 */
export type Scope = 'personal' | 'facility';

export interface Tool extends PageInfo {
  id: string;
  path: string;
  requiredTier: Tier;
  scope: Scope;
}

export type ModuleId = 'arca' | 'animus' | 'agora' | 'atlas' | 'ancora' | 'prometheus';

export interface ModuleInfo extends PageInfo {
  id: ModuleId;
  path: string;
  /** What the module's pages need. */
  requiredTier: Tier;
  /** What its top-bar link needs; the spec gates Arca's and Ancora's links at free. */
  linkTier: Tier;
  /** The scope of its pages that are not a tool's, and the default of its tools. */
  scope: Scope;
  tools: readonly Tool[];
}

export function tool<const Id extends string>(
  id: Id,
  name: string,
  at: AppPath,
  requiredTier: Tier,
  description: string,
  scope: Scope,
): Tool & { id: Id } {
  return { id, name, description, path: at.pattern, requiredTier, scope };
}
