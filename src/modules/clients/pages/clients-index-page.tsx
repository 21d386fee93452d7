import { Link } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useUser } from '@/hooks/use-session';
import { useMyOrganizations } from '../api/get-my-organizations';
import { clientsPaths } from '../paths';
import { PageHeader } from '@/components/ui/page-header';

/** /clients: choose one of your organisations. */
export function ClientsIndexPage() {
  const user = useUser();
  const organizations = useMyOrganizations(user.id);
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-4">
      <PageHeader
        title="Clients Portal"
        description="Choose the organisation whose workspace you want to open."
      />
      {organizations.isPending ? (
        <div className="flex flex-col gap-3" aria-busy="true">
          <span className="sr-only">Loading...</span>
          <Skeleton className="h-20" />
          <Skeleton className="h-20" />
        </div>
      ) : organizations.isError ? (
        <p role="alert" className="text-sm text-danger-700">
          Your organisations could not be loaded. Please try again.
        </p>
      ) : organizations.data.length === 0 ? (
        <EmptyState
          title="No organisations yet"
          description="When an organisation adds you as a member, its workspace appears here."
        />
      ) : (
        <ul className="flex flex-col gap-3" aria-label="Your organisations">
          {organizations.data.map((org) => (
            <li key={org.id}>
              <Link
                to={clientsPaths.organization.href({ orgSlug: org.slug })}
                className="flex flex-col gap-1 rounded-2xl border border-line bg-white p-5 shadow-xs hover:border-brand-300 focus-visible:ring-4 focus-visible:ring-brand-600/20 focus-visible:outline-none"
              >
                <span className="flex flex-wrap items-center gap-2">
                  <span className="font-semibold text-brand-950">{org.name}</span>
                  <Badge tone={org.role === 'owner' ? 'brand' : 'neutral'}>
                    {org.role === 'owner' ? 'Owner' : 'Member'}
                  </Badge>
                </span>
                {org.description && <span className="text-sm text-muted">{org.description}</span>}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
