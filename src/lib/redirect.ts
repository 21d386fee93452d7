// Where to send a user after signing in: the page the auth guard turned them away from, if any.
import { accountPaths } from '../modules/account/paths.ts';

export const DEFAULT_SIGNED_IN_PATH = accountPaths.dashboard.href();

const AUTH_PAGES = new Set<string>([accountPaths.login.pattern, accountPaths.signup.pattern]);

/** Router state the auth guard attaches when it redirects to /login. */
export type AuthRedirectState = { from?: { pathname: string; search?: string; hash?: string } };

export function getRedirectTarget(state: unknown): string {
  const from = (state as AuthRedirectState | null | undefined)?.from;
  if (!from || typeof from.pathname !== 'string') return DEFAULT_SIGNED_IN_PATH;
  // Only same-app paths: "//evil.example" would be protocol-relative.
  if (!from.pathname.startsWith('/') || from.pathname.startsWith('//')) return DEFAULT_SIGNED_IN_PATH;
  if (AUTH_PAGES.has(from.pathname)) return DEFAULT_SIGNED_IN_PATH;
  const search = typeof from.search === 'string' ? withoutLinkParams(from.search) : '';
  const hash = typeof from.hash === 'string' && !from.hash.includes('access_token=') ? from.hash : '';
  return `${from.pathname}${search}${hash}`;
}

// What a mailed link brings back (a PKCE code, an error) is spent once read: the page it landed on
// is kept without it, or signing in again would return to a used code.
const LINK_PARAMS = ['code', 'error', 'error_code', 'error_description'];

function withoutLinkParams(search: string): string {
  const query = new URLSearchParams(search);
  for (const name of LINK_PARAMS) query.delete(name);
  const rest = query.toString();
  return rest ? `?${rest}` : '';
}
