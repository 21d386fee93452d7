// Where the Clients Portal menu item goes (spec-1 §2): exactly one organisation → its workspace;
// none, several or a failed read → the organisation selector.

/** `slugs` is null when the organisation links could not be read. */
export function clientsPortalTarget(slugs: readonly string[] | null): string {
  if (slugs && slugs.length === 1 && slugs[0]) return `/clients/${encodeURIComponent(slugs[0])}`;
  return '/clients';
}
