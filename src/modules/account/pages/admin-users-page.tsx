import { useDeferredValue, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { TextField } from '@/components/ui/text-field';
import { getErrorMessage } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { normalizeTier, TIERS, type Tier } from '@/lib/tiers';
import { useAdminSetTier } from '../api/admin-set-tier';
import { useAdminUsers, type AdminUser } from '../api/get-admin-users';
import { fullName } from '@/lib/names';
import { PageHeader } from '@/components/ui/page-header';

const tierLabel = (tier: Tier) => (tier === 'free' ? 'Free' : tier);
const nameOf = (u: AdminUser) => fullName(u.first_name, u.last_name, 'Unnamed user');

/** Admins change a user's plan (admin_set_tier); every change is recorded and the user notified. */
export function AdminUsersPage() {
  const [search, setSearch] = useState('');
  const deferred = useDeferredValue(search);
  const users = useAdminUsers(deferred);
  const [change, setChange] = useState<{ user: AdminUser; tier: Tier } | null>(null);
  const setTier = useAdminSetTier();

  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-4">
      <PageHeader title="Users" description="Find a user and change their plan." />
      <TextField
        label="Search by name"
        type="search"
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        placeholder="First or last name"
      />
      {users.isPending ? (
        <div className="flex flex-col gap-2" aria-busy="true">
          <span className="sr-only">Loading...</span>
          <Skeleton className="h-14" />
          <Skeleton className="h-14" />
          <Skeleton className="h-14" />
        </div>
      ) : users.isError ? (
        <p role="alert" className="text-sm text-danger-700">
          Users could not be loaded. {getErrorMessage(users.error)}
        </p>
      ) : users.data.length === 0 ? (
        <EmptyState title="No users found" description="Try another name." />
      ) : (
        <Card className="p-0">
          <ul className="divide-y divide-line">
            {users.data.map((u) => (
              <UserRow key={u.id} user={u} onChange={(tier) => setChange({ user: u, tier })} />
            ))}
          </ul>
        </Card>
      )}
      <ConfirmDialog
        open={change !== null}
        onOpenChange={(open) => !open && setChange(null)}
        title="Change plan?"
        description={
          change
            ? `${nameOf(change.user)} will move to the ${tierLabel(change.tier)} plan and be notified.`
            : ''
        }
        confirmLabel="Change plan"
        busy={setTier.isPending}
        onConfirm={() => {
          if (!change) return;
          setTier.mutate(
            { userId: change.user.id, tier: change.tier },
            {
              onSuccess: () => {
                toast.success('Plan changed', {
                  description: `${nameOf(change.user)} is now on ${tierLabel(change.tier)}.`,
                });
                setChange(null);
              },
              onError: (error) =>
                toast.error('Could not change plan', { description: getErrorMessage(error) }),
            },
          );
        }}
      />
    </div>
  );
}

function UserRow({ user, onChange }: { user: AdminUser; onChange: (tier: Tier) => void }) {
  const current = normalizeTier(user.membership_tier);
  const [tier, setTier] = useState<Tier>(current);
  const selectId = `tier-${user.id}`;
  return (
    <li className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="font-medium break-words text-ink">{nameOf(user)}</p>
        <p className="flex flex-wrap gap-1.5 pt-1">
          <Badge tone="brand">{tierLabel(current)}</Badge>
          {user.role !== 'user' && <Badge>{user.role}</Badge>}
          {user.is_deleted && <Badge tone="danger">deleted</Badge>}
        </p>
      </div>
      <div className="flex items-center gap-2">
        <label htmlFor={selectId} className="sr-only">
          Plan for {nameOf(user)}
        </label>
        <select
          id={selectId}
          value={tier}
          onChange={(e) => setTier(e.target.value as Tier)}
          className="h-11 rounded-lg border border-line bg-white px-3 text-sm"
        >
          {TIERS.map((t) => (
            <option key={t} value={t}>
              {tierLabel(t)}
            </option>
          ))}
        </select>
        <Button variant="secondary" disabled={tier === current} onClick={() => onChange(tier)}>
          Set plan
        </Button>
      </div>
    </li>
  );
}
