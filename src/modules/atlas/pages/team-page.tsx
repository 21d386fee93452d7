// /atlas/team: the people of a facility and their roles; the owner invites by email (the invitee
// accepts), changes roles, removes people and chooses what the public board shows. Anyone signed in
// sees the invitations addressed to them here, even before they belong to a facility.
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/dialog';
import { CheckboxField, SelectField } from '@/components/ui/fields';
import { LoadError } from '@/components/ui/load-error';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { TextField } from '@/components/ui/text-field';
import { useViewer } from '@/hooks/use-viewer';
import { formatDate } from '@/lib/format';
import { toast } from '@/lib/toast';
import { useChangeMemberRole, useRemoveMember } from '../api/change-member';
import { useBoardSettings, type BoardSettings } from '../api/get-board-settings';
import { useInvitations } from '../api/get-invitations';
import { useMyInvitations, type MyInvitation } from '../api/get-my-invitations';
import { useRooms, type AtlasRoom } from '../api/get-rooms';
import { useTeam, type TeamMember } from '@/lib/data/facilities';
import { useInviteMember } from '../api/invite-member';
import { needsAddressProof } from '../api/prove-address';
import { useRespondToInvitation } from '../api/respond-to-invitation';
import { useSaveBoardSettings } from '../api/save-board-settings';
import { useWithdrawInvitation } from '../api/withdraw-invitation';
import { ConfirmAddressDialog } from '../components/confirm-address-dialog';
import { useOptionalFacility, type AtlasFacility } from '../components/facility-context';
import { atlasErrorMessage } from '../errors';
import { atlasPaths } from '../paths';
import { ROLE_DESCRIPTIONS, ROLE_LABELS } from '../team/roles';
import { boardSchema, inviteSchema, type BoardInput, type InviteInput } from '../team/schemas';

export function TeamPage() {
  const context = useOptionalFacility();
  return (
    <div className="flex flex-col gap-5">
      <PageHeader
        title="Team"
        description="Everyone on a facility works under its owner's plan. Staff read and log; managers also plan and edit; the owner manages the team."
      />
      <MyInvitations />
      {context ? (
        <>
          <Members facility={context.facility} />
          {context.facility.can('manage') ? (
            <>
              <Invitations facility={context.facility} />
              <BoardSettingsCard facility={context.facility} />
            </>
          ) : null}
        </>
      ) : null}
    </div>
  );
}

function MyInvitations() {
  const viewer = useViewer();
  const invitations = useMyInvitations(viewer.userId);
  const respond = useRespondToInvitation(viewer.userId!);
  // The answer waiting for the address to be proved (a password session does not prove it); with
  // no answer, the proof only shows which facility invites (the list names none before it).
  const [proving, setProving] = useState<{ inv: MyInvitation; accept: boolean } | 'show' | null>(null);
  const list = invitations.data ?? [];

  const answer = (inv: MyInvitation, accept: boolean) =>
    respond.mutate(
      { id: inv.id, accept },
      {
        onSuccess: () =>
          accept
            ? toast.success('Invitation accepted', { description: `You joined ${inv.facility_name}.` })
            : toast.success('Invitation declined', { description: inv.facility_name ?? undefined }),
        onError: (e) => {
          if (needsAddressProof(e)) setProving({ inv, accept });
          else
            toast.error(accept ? 'Could not accept' : 'Could not decline', {
              description: atlasErrorMessage(e),
            });
        },
      },
    );

  if (invitations.isError)
    return (
      <LoadError error={invitations.error} onRetry={() => void invitations.refetch()}>
        Could not load your invitations.
      </LoadError>
    );
  if (!list.length) return null;
  return (
    <Card className="border-brand-200" aria-label="Invitations for you">
      <CardHeader title="Invitations for you" />
      <ul className="flex flex-col gap-3">
        {list.map((inv) =>
          inv.facility_name === null ? (
            <li key={inv.id} className="flex flex-wrap items-center justify-between gap-3">
              <p className="text-sm text-ink">
                A facility team invites you as {inv.role}. Confirm your address to see which facility and who
                invited you. <span className="text-muted">Open until {formatDate(inv.expires_at)}.</span>
              </p>
              <Button onClick={() => setProving('show')}>Confirm address</Button>
            </li>
          ) : (
            <li key={inv.id} className="flex flex-wrap items-center justify-between gap-3">
              <p className="text-sm text-ink">
                <span className="font-semibold">{inv.facility_name}</span>:{' '}
                {inv.invited_by_name || 'the owner'} invites you as {inv.role}.{' '}
                <span className="text-muted">Open until {formatDate(inv.expires_at)}.</span>
              </p>
              <span className="flex gap-2">
                <Button
                  busy={respond.isPending && respond.variables?.id === inv.id && respond.variables.accept}
                  onClick={() => answer(inv, true)}
                >
                  Accept
                </Button>
                <Button variant="secondary" onClick={() => answer(inv, false)}>
                  Decline
                </Button>
              </span>
            </li>
          ),
        )}
      </ul>
      {proving ? (
        <ConfirmAddressDialog
          onCancel={() => setProving(null)}
          submitLabel={proving === 'show' ? 'Confirm and show' : 'Confirm and answer'}
          onConfirmed={() => {
            setProving(null);
            // The proved session sees the names now.
            void invitations.refetch();
            if (proving !== 'show') answer(proving.inv, proving.accept);
          }}
        />
      ) : null}
    </Card>
  );
}

function Members({ facility }: { facility: AtlasFacility }) {
  const viewer = useViewer();
  const team = useTeam(facility.id);
  const change = useChangeMemberRole(facility.id);
  const remove = useRemoveMember(facility.id, viewer.userId!);
  const [removing, setRemoving] = useState<TeamMember | null>(null);
  const isOwner = facility.can('manage');
  return (
    <Card>
      <CardHeader
        title={`${facility.name} team`}
        description={`Runs on ${facility.ownerName}'s ${facility.plan} plan.`}
      />
      {team.isError ? (
        <LoadError error={team.error} onRetry={() => void team.refetch()}>
          Could not load the team.
        </LoadError>
      ) : team.isPending ? (
        <Skeleton className="h-24 w-full" />
      ) : (
        <ul className="flex flex-col gap-3">
          {team.data.map((m) => (
            <li
              key={m.userId}
              className="flex flex-wrap items-center justify-between gap-3 border-b border-line pb-3 last:border-0"
            >
              <div className="min-w-0">
                <p className="text-sm font-medium text-ink">
                  {m.name}
                  {m.userId === viewer.userId ? <span className="text-muted"> (you)</span> : null}
                </p>
                <p className="text-xs text-muted">{ROLE_DESCRIPTIONS[m.role]}</p>
              </div>
              <span className="flex flex-wrap items-center gap-2">
                {isOwner && m.role !== 'owner' ? (
                  <SelectField
                    label={`Role of ${m.name}`}
                    className="w-36 [&>label]:sr-only"
                    value={m.role}
                    disabled={change.isPending}
                    onChange={(e) =>
                      change.mutate(
                        { userId: m.userId, role: e.target.value as 'manager' | 'staff' },
                        {
                          onSuccess: () =>
                            toast.success('Role changed', {
                              description: `${m.name} is now ${e.target.value}.`,
                            }),
                          onError: (err) =>
                            toast.error('Could not change the role', { description: atlasErrorMessage(err) }),
                        },
                      )
                    }
                  >
                    <option value="manager">Manager</option>
                    <option value="staff">Staff</option>
                  </SelectField>
                ) : (
                  <Badge tone={m.role === 'owner' ? 'brand' : 'neutral'}>{ROLE_LABELS[m.role]}</Badge>
                )}
                {m.role !== 'owner' && (isOwner || m.userId === viewer.userId) ? (
                  <Button variant="ghost" className="h-9 text-danger-700" onClick={() => setRemoving(m)}>
                    {m.userId === viewer.userId ? 'Leave' : 'Remove'}
                  </Button>
                ) : null}
              </span>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={removing?.userId === viewer.userId ? `Leave ${facility.name}?` : `Remove ${removing?.name}?`}
        description={
          removing?.userId === viewer.userId
            ? 'You lose access to its Atlas and its records at once. The owner can invite you again.'
            : 'They lose access at once. What they recorded stays, with their name.'
        }
        confirmLabel={removing?.userId === viewer.userId ? 'Leave' : 'Remove'}
        destructive
        busy={remove.isPending}
        onConfirm={() =>
          removing &&
          remove.mutate(removing.userId, {
            onSuccess: () => {
              toast.success(
                removing.userId === viewer.userId ? 'You left the team' : 'Removed from the team',
                {
                  description: removing.userId === viewer.userId ? facility.name : removing.name,
                },
              );
              setRemoving(null);
            },
            onError: (e) => toast.error('Could not do that', { description: atlasErrorMessage(e) }),
          })
        }
      />
    </Card>
  );
}

function Invitations({ facility }: { facility: AtlasFacility }) {
  const invitations = useInvitations(facility.id, true);
  const invite = useInviteMember(facility.id);
  const withdraw = useWithdrawInvitation(facility.id);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<InviteInput>({
    resolver: zodResolver(inviteSchema),
    defaultValues: { email: '', role: 'staff' },
  });
  const pending = (invitations.data ?? []).filter((i) => i.status === 'pending');
  return (
    <Card>
      <CardHeader
        title="Invite people"
        description="They accept the invitation when they sign in with that address (or after they sign up). Open for 14 days."
      />
      <form
        noValidate
        className="flex flex-col gap-3 sm:flex-row sm:items-start"
        onSubmit={handleSubmit((input) =>
          invite.mutate(input, {
            onSuccess: () => {
              toast.success('Invitation sent', { description: input.email });
              reset({ email: '', role: input.role });
            },
          }),
        )}
      >
        <TextField
          label="Email"
          type="email"
          autoComplete="off"
          className="flex-1"
          error={errors.email?.message}
          {...register('email')}
        />
        <SelectField label="Role" className="sm:w-40" {...register('role')}>
          <option value="staff">Staff</option>
          <option value="manager">Manager</option>
        </SelectField>
        <Button type="submit" className="sm:mt-7" busy={invite.isPending}>
          Invite
        </Button>
      </form>
      {invite.isError ? (
        <Alert className="mt-3">
          {atlasErrorMessage(invite.error, {
            '23505': 'That person is already on the team or has an open invitation.',
          })}
        </Alert>
      ) : null}
      {pending.length ? (
        <ul className="mt-4 flex flex-col gap-2" aria-label="Open invitations">
          {pending.map((i) => (
            <li key={i.id} className="flex flex-wrap items-center justify-between gap-2 text-sm">
              <span className="min-w-0 break-all">
                {i.email} · {i.role} · <span className="text-muted">until {formatDate(i.expires_at)}</span>
              </span>
              <Button
                variant="ghost"
                className="h-9"
                onClick={() =>
                  withdraw.mutate(i.id, {
                    onSuccess: () => toast.success('Invitation withdrawn', { description: i.email }),
                    onError: (e) =>
                      toast.error('Could not withdraw it', { description: atlasErrorMessage(e) }),
                  })
                }
              >
                Withdraw
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </Card>
  );
}

function BoardSettingsCard({ facility }: { facility: AtlasFacility }) {
  const settings = useBoardSettings(facility.id);
  const rooms = useRooms(facility.id);
  if (settings.isError)
    return (
      <LoadError error={settings.error} onRetry={() => void settings.refetch()}>
        Could not load the board settings.
      </LoadError>
    );
  if (settings.isPending || rooms.isPending) return <Skeleton className="h-48 w-full rounded-2xl" />;
  return <BoardForm facility={facility} current={settings.data} rooms={rooms.data ?? []} />;
}

function BoardForm({
  facility,
  current,
  rooms,
}: {
  facility: AtlasFacility;
  current: BoardSettings;
  rooms: AtlasRoom[];
}) {
  const save = useSaveBoardSettings(facility.id);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<BoardInput>({
    resolver: zodResolver(boardSchema),
    defaultValues: {
      published: current.settings?.published ?? false,
      public_name: current.settings?.public_name ?? '',
      show_day: current.settings?.show_day ?? true,
      show_strain: current.settings?.show_strain ?? false,
      aliases: Object.fromEntries(rooms.map((r) => [r.id, current.aliases[r.id] ?? ''])),
    },
  });
  return (
    <Card>
      <CardHeader
        title="Public production board"
        description={
          <>
            What signed-out visitors see on the{' '}
            <Link to={atlasPaths.production.href()} className="underline">
              production board
            </Link>
            : your current cycles, in the rooms you name below, and nothing else.
          </>
        }
      />
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={handleSubmit((input) =>
          save.mutate(
            { input, before: { exists: current.settings !== null, aliases: current.aliases } },
            {
              onSuccess: () =>
                toast.success('Board settings saved', {
                  description: input.published ? 'Your board is public.' : 'Your board is hidden.',
                }),
            },
          ),
        )}
      >
        {save.isError ? (
          <Alert>{atlasErrorMessage(save.error, { '23505': 'Two rooms cannot share an alias.' })}</Alert>
        ) : null}
        <CheckboxField label="Publish this facility's current cycles" {...register('published')} />
        <TextField
          label="Public name"
          hint="Shown instead of the facility's name and address."
          error={errors.public_name?.message}
          {...register('public_name')}
        />
        <div className="grid gap-1 sm:grid-cols-2">
          <CheckboxField label="Show the day in each phase" {...register('show_day')} />
          <CheckboxField label="Show strain names" {...register('show_strain')} />
        </div>
        <fieldset className="flex flex-col gap-3">
          <legend className="text-sm font-medium text-ink">Rooms on the board</legend>
          <p className="text-xs text-muted">
            Give a room a public alias to show it; leave it empty to keep it off the board.
          </p>
          <div className="grid gap-3 sm:grid-cols-2">
            {rooms.map((r) => (
              <TextField
                key={r.id}
                label={r.room_name}
                placeholder="Not shown"
                error={errors.aliases?.[r.id]?.message}
                {...register(`aliases.${r.id}` as const)}
              />
            ))}
          </div>
        </fieldset>
        <div>
          <Button type="submit" busy={save.isPending}>
            Save board settings
          </Button>
        </div>
      </form>
    </Card>
  );
}
