import { Navigate, NavLink, Outlet, useParams } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { LoadError } from '@/components/ui/load-error';
import { PageHeader } from '@/components/ui/page-header';
import { PageSkeleton } from '@/components/ui/page-skeleton';
import { cn } from '@/lib/cn';
import { ScrollRow } from '@/components/ui/scroll-row';
import { useOrganization } from '../api/get-organization';
import { clientsPaths } from '../paths';

const SECTIONS = [
  { path: clientsPaths.organization, label: 'Overview', end: true },
  { path: clientsPaths.resources, label: 'Resources' },
  { path: clientsPaths.education, label: 'Education' },
  { path: clientsPaths.communication, label: 'Communication' },
  { path: clientsPaths.workspace, label: 'Workspace' },
] as const;

/** The organisation's frame: name, section links, and the not-authorized rule for non-members. */
export function OrganizationLayout() {
  const { orgSlug = '' } = useParams();
  const organization = useOrganization(orgSlug);

  if (organization.isPending) return <PageSkeleton variant="detail" />;
  if (organization.isError)
    return (
      <LoadError error={organization.error} onRetry={() => void organization.refetch()}>
        The organisation could not be loaded. Please try again.
      </LoadError>
    );
  if (!organization.data) return <Navigate to={clientsPaths.notAuthorized.href()} replace />;

  const org = organization.data;
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-4">
      <PageHeader title={org.name} badge={org.role === 'owner' ? <Badge tone="brand">Owner</Badge> : null} />
      <ScrollRow>
        <nav
          aria-label={`${org.name} sections`}
          className="-mx-4 flex gap-1 overflow-x-auto border-b border-line px-4 sm:mx-0 sm:px-0"
        >
          {SECTIONS.map((s) => (
            <NavLink
              key={s.label}
              to={s.path.href({ orgSlug: org.slug })}
              end={'end' in s}
              className={({ isActive }) =>
                cn(
                  '-mb-px flex h-11 shrink-0 items-center border-b-2 px-3 text-sm font-medium',
                  isActive
                    ? 'border-brand-700 text-brand-900'
                    : 'border-transparent text-muted hover:text-ink',
                )
              }
            >
              {s.label}
            </NavLink>
          ))}
        </nav>
      </ScrollRow>
      <Outlet context={org} />
    </div>
  );
}
