import { useOutletContext } from 'react-router-dom';
import type { Organization } from '../api/get-organization';

/** The organisation OrganizationLayout loaded (its pages only render for members). */
export function useCurrentOrganization(): Organization {
  return useOutletContext<Organization>();
}
