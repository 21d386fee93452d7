// Where auth links may send the browser: the site (same origin as site_url) or an entry of
// additional_redirect_urls, as a prefix or a GoTrue-style glob. Anything else falls back to site_url.
import type { Context } from 'hono';

export interface RedirectSettings {
  siteUrl: string;
  additionalRedirectUrls: string[];
}

function origin(url: string): string | null {
  try {
    const u = new URL(url);
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.origin : `${u.protocol}//${u.host}`;
  } catch {
    return null;
  }
}

/** `*` stays within one host label or path segment, `**` crosses them (as in GoTrue's allow list). */
function globToRegExp(pattern: string): RegExp {
  let re = '';
  for (let i = 0; i < pattern.length; i++) {
    const ch = pattern[i]!;
    if (ch === '*' && pattern[i + 1] === '*') {
      re += '.*';
      i++;
    } else if (ch === '*') re += '[^./]*';
    else re += ch.replace(/[.+^${}()|[\]\\/]/g, '\\$&');
  }
  return new RegExp(`^${re}$`);
}

/** A prefix only counts at a boundary, so http://localhost:5173 does not allow http://localhost:5173.evil.com. */
function matchesPrefix(url: string, allowed: string): boolean {
  if (!url.startsWith(allowed)) return false;
  if (url.length === allowed.length || allowed.endsWith('/')) return true;
  return '/?#'.includes(url[allowed.length]!);
}

export function isAllowedRedirect(url: string | undefined | null, settings: RedirectSettings): boolean {
  if (!url) return false;
  const target = origin(url);
  if (!target) return false;
  if (target === origin(settings.siteUrl)) return true;
  const withoutFragment = url.split('#')[0]!;
  return settings.additionalRedirectUrls.some((allowed) =>
    allowed.includes('*') ? globToRegExp(allowed).test(withoutFragment) : matchesPrefix(url, allowed),
  );
}

export function resolveRedirect(requested: string | undefined | null, settings: RedirectSettings): string {
  return requested && isAllowedRedirect(requested, settings) ? requested : settings.siteUrl;
}

/** The requested redirect if allowed, else the Referer if allowed, else site_url (GoTrue's GetReferrer). */
export function redirectTarget(
  c: Context,
  settings: RedirectSettings,
  requested: string | undefined,
): string {
  const first = resolveRedirect(requested, settings);
  if (first !== settings.siteUrl || requested === settings.siteUrl) return first;
  return resolveRedirect(c.req.header('referer'), settings);
}

/** Sets `params` as the URL fragment, keys sorted and form-encoded as GoTrue (Go's url.Values) writes them. */
export function withFragment(url: string, params: Record<string, string>): string {
  const base = url.split('#')[0]!;
  const sorted = Object.keys(params)
    .sort()
    .map((k): [string, string] => [k, params[k]!]);
  return `${base}#${new URLSearchParams(sorted).toString()}`;
}
