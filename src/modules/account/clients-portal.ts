// Where the Clients Portal menu item goes (spec-1 §2): exactly one organisation → its workspace;
// none, several or a failed read → the organisation selector.
import { clientsPaths } from '@/modules/clients/paths';

/** `slugs` is null when the organisation links could not be read. */
export function clientsPortalTarget(slugs: readonly string[] | null): string {
  if (slugs && slugs.length === 1 && slugs[0]) return clientsPaths.organization.href({ orgSlug: slugs[0] });
  return clientsPaths.index.href();
}
