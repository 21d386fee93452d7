import { Link } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { Card, CardHeader } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useOrganizationMembers } from '../api/get-organization-members';
import { useCurrentOrganization } from '../components/use-current-organization';
import { clientsPaths } from '../paths';
import { fullName } from '@/lib/names';

const SECTIONS = [
  [clientsPaths.resources, 'Resources', 'Documents and links shared with the organisation.'],
  [clientsPaths.education, 'Education', 'Training material for the team.'],
  [clientsPaths.communication, 'Communication', 'The message board.'],
  [clientsPaths.workspace, 'Workspace', 'Shared notes everyone can edit.'],
] as const;

export function OverviewPage() {
  const org = useCurrentOrganization();
  const members = useOrganizationMembers(org.id);
  return (
    <div className="flex flex-col gap-4">
      {org.description && <p className="text-sm text-ink">{org.description}</p>}
      <ul className="grid gap-3 sm:grid-cols-2">
        {SECTIONS.map(([path, title, description]) => (
          <li key={title}>
            <Link
              to={path.href({ orgSlug: org.slug })}
              className="flex h-full flex-col rounded-2xl border border-line bg-white p-4 shadow-xs hover:border-brand-300"
            >
              <span className="font-semibold text-brand-950">{title}</span>
              <span className="text-sm text-muted">{description}</span>
            </Link>
          </li>
        ))}
      </ul>
      <Card>
        <CardHeader title="Members" />
        {members.isPending ? (
          <Skeleton className="h-16" />
        ) : members.isError ? (
          <p role="alert" className="text-sm text-danger-700">
            Members could not be loaded.
          </p>
        ) : (
          <ul className="flex flex-col divide-y divide-line" aria-label="Members">
            {members.data.map((m) => (
              <li key={m.user_id} className="flex items-center justify-between gap-2 py-2 text-sm">
                <span>{fullName(m.first_name, m.last_name, 'Member')}</span>
                <Badge tone={m.role === 'owner' ? 'brand' : 'neutral'}>
                  {m.role === 'owner' ? 'Owner' : 'Member'}
                </Badge>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </div>
  );
}
