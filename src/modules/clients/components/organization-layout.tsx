import { Navigate, NavLink, Outlet, useParams } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { useOrganization } from '../api/get-organization';

const SECTIONS = [
  { to: '', label: 'Overview', end: true },
  { to: 'resources', label: 'Resources' },
  { to: 'education', label: 'Education' },
  { to: 'communication', label: 'Communication' },
  { to: 'workspace', label: 'Workspace' },
] as const;

/** The organisation's frame: name, section links, and the not-authorized rule for non-members. */
export function OrganizationLayout() {
  const { orgSlug = '' } = useParams();
  const organization = useOrganization(orgSlug);

  if (organization.isPending)
    return (
      <div className="flex flex-col gap-4" aria-busy="true">
        <span className="sr-only">Loading...</span>
        <Skeleton className="h-9 w-72" />
        <Skeleton className="h-11" />
        <Skeleton className="h-40" />
      </div>
    );
  if (organization.isError)
    return (
      <p role="alert" className="text-sm text-danger-700">
        The organisation could not be loaded. Please try again.
      </p>
    );
  if (!organization.data) return <Navigate to="/clients/not-authorized" replace />;

  const org = organization.data;
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-4">
      <div className="flex flex-wrap items-center gap-2">
        <h1 className="text-2xl font-semibold tracking-tight break-words text-brand-950">{org.name}</h1>
        {org.role === 'owner' && <Badge tone="brand">Owner</Badge>}
      </div>
      <nav
        aria-label={`${org.name} sections`}
        className="-mx-4 flex gap-1 overflow-x-auto border-b border-line px-4 sm:mx-0 sm:px-0"
      >
        {SECTIONS.map((s) => (
          <NavLink
            key={s.label}
            to={s.to === '' ? `/clients/${org.slug}` : `/clients/${org.slug}/${s.to}`}
            end={'end' in s}
            className={({ isActive }) =>
              cn(
                '-mb-px flex h-11 shrink-0 items-center border-b-2 px-3 text-sm font-medium',
                isActive ? 'border-brand-700 text-brand-900' : 'border-transparent text-muted hover:text-ink',
              )
            }
          >
            {s.label}
          </NavLink>
        ))}
      </nav>
      <Outlet context={org} />
    </div>
  );
}
