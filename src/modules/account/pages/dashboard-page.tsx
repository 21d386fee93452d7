import { Link } from 'react-router-dom';
import { LockIcon } from '@/components/icons';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { useUser } from '@/hooks/use-session';
import { useSignOut } from '@/hooks/use-sign-out';
import { useAccessRule } from '@/hooks/use-access';
import { useUpgradePrompt } from '@/hooks/use-upgrade-prompt';
import { useViewer } from '@/hooks/use-viewer';
import { useRecentNotifications } from '@/lib/data/notifications';
import { formatRelative } from '@/lib/format';
import { MODULES } from '@/lib/modules';
import { useFacilities } from '@/lib/data/facilities';
import { useAccountSettings } from '../api/get-account-settings';
import { BillingStatus } from '../components/billing-status';
import { useProfile } from '../api/get-profile';
import { quickAccessTools } from '../quick-access';
import { accountPaths } from '../paths';

const TIER_LABEL = { free: 'Free', Basic: 'Basic', Advanced: 'Advanced', Professional: 'Professional' };

export function DashboardPage() {
  const user = useUser();
  const profile = useProfile(user.id);
  const signOut = useSignOut();
  const viewer = useViewer();
  const firstName = profile.data?.first_name;

  return (
    <div className="flex flex-col gap-6">
      <BillingStatus />
      <section className="flex flex-col gap-6 rounded-2xl border border-line bg-white p-6 shadow-xs sm:flex-row sm:items-center sm:justify-between sm:p-8">
        <div className="min-w-0">
          <p className="text-sm font-semibold text-brand-700">Dashboard</p>
          <h1 className="mt-1 text-2xl font-semibold tracking-tight break-words text-brand-950 sm:text-3xl">
            {profile.isPending ? (
              <span className="inline-block h-8 w-56 max-w-full animate-pulse rounded-md bg-brand-100 align-middle">
                <span className="sr-only">Loading...</span>
              </span>
            ) : firstName ? (
              `Welcome, ${firstName}`
            ) : (
              'Welcome'
            )}
          </h1>
          <p className="mt-2 text-sm break-all text-muted">Signed in as {user.email ?? user.phone}</p>
          {viewer.ready && (
            <p className="mt-2 text-sm text-muted">
              Plan: <span className="font-semibold text-ink">{TIER_LABEL[viewer.tier]}</span>
              {viewer.tier !== 'Professional' && (
                <>
                  {' · '}
                  <Link
                    to={accountPaths.solutions.href()}
                    className="font-semibold text-brand-700 hover:underline"
                  >
                    Upgrade
                  </Link>
                </>
              )}
            </p>
          )}
        </div>
        <Button
          variant="secondary"
          busy={signOut.isPending}
          onClick={() => signOut.mutate()}
          className="shrink-0 sm:self-center"
        >
          {signOut.isPending ? 'Signing out...' : 'Sign out'}
        </Button>
      </section>
      {profile.isError && (
        <p role="alert" className="text-sm text-danger-700">
          Your profile could not be loaded. Some details may be missing.
        </p>
      )}
      <div className="grid gap-6 lg:grid-cols-3">
        <QuickAccess userId={user.id} />
        <div className="flex flex-col gap-6">
          <RecentNotifications userId={user.id} />
          <SettingsSummary userId={user.id} />
        </div>
      </div>
      <ModuleCards />
    </div>
  );
}

function QuickAccess({ userId }: { userId: string }) {
  const settings = useAccountSettings(userId);
  const viewer = useViewer();
  const facilities = useFacilities(viewer.userId);
  const tools = quickAccessTools(settings.data?.quick_access_items, viewer.tier, facilities.data);

  return (
    <Card className="lg:col-span-2" aria-labelledby="quick-access-heading">
      <CardHeader
        title={<span id="quick-access-heading">Quick Access</span>}
        description="Your pinned tools."
        actions={
          <Link
            to={accountPaths.profile.href({ tab: 'quick-access' })}
            className="text-sm font-semibold text-brand-700 hover:underline"
          >
            Edit
          </Link>
        }
      />
      {settings.isPending || !viewer.ready ? (
        <div className="grid gap-3 sm:grid-cols-2">
          <Skeleton className="h-16" />
          <Skeleton className="h-16" />
        </div>
      ) : settings.isError ? (
        <p role="alert" className="text-sm text-danger-700">
          Quick access could not be loaded.
        </p>
      ) : tools.length === 0 ? (
        <EmptyState
          title="No quick-access tools yet"
          description="Pin the tools you use most to open them from here."
          action={
            <Link
              to={accountPaths.profile.href({ tab: 'quick-access' })}
              className="text-sm font-semibold text-brand-700 hover:underline"
            >
              Choose tools
            </Link>
          }
        />
      ) : (
        <ul aria-label="Quick access tools" className="grid gap-3 sm:grid-cols-2">
          {tools.map((tool) => (
            <li key={tool.id}>
              <Link
                to={tool.path}
                className="flex h-full flex-col rounded-xl border border-line p-3 hover:border-brand-300 hover:bg-brand-50 focus-visible:ring-4 focus-visible:ring-brand-600/20 focus-visible:outline-none"
              >
                <span className="text-sm font-semibold text-brand-950">{tool.name}</span>
                <span className="mt-0.5 line-clamp-2 text-xs text-muted">{tool.description}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

function SettingsSummary({ userId }: { userId: string }) {
  const settings = useAccountSettings(userId);
  return (
    <Card aria-labelledby="settings-summary-heading">
      <CardHeader
        title={<span id="settings-summary-heading">Account settings</span>}
        actions={
          <Link
            to={accountPaths.profile.href({ tab: 'preferences' })}
            className="text-sm font-semibold text-brand-700 hover:underline"
          >
            Change
          </Link>
        }
      />
      {settings.isPending ? (
        <Skeleton className="h-10" />
      ) : settings.isError ? (
        <p role="alert" className="text-sm text-danger-700">
          Settings could not be loaded.
        </p>
      ) : (
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="text-muted">Email notifications</dt>
          <dd className="font-medium">{settings.data.email_notifications ? 'On' : 'Off'}</dd>
          <dt className="text-muted">Profile visibility</dt>
          <dd className="font-medium">
            {settings.data.profile_visibility === 'public' ? 'Public' : 'Private'}
          </dd>
        </dl>
      )}
    </Card>
  );
}

function RecentNotifications({ userId }: { userId: string }) {
  const notifications = useRecentNotifications(userId);
  return (
    <Card aria-labelledby="recent-notifications-heading">
      <CardHeader title={<span id="recent-notifications-heading">Recent notifications</span>} />
      {notifications.isPending ? (
        <div className="flex flex-col gap-2">
          <Skeleton className="h-10" />
          <Skeleton className="h-10" />
          <Skeleton className="h-10" />
        </div>
      ) : notifications.isError ? (
        <LoadError error={notifications.error} onRetry={() => void notifications.refetch()}>
          Notifications could not be loaded.
        </LoadError>
      ) : notifications.data.length === 0 ? (
        <p className="text-sm text-muted">No notifications</p>
      ) : (
        <ul className="flex flex-col divide-y divide-line">
          {notifications.data.map((n) => {
            const body = (
              <>
                <span className="flex items-center gap-2">
                  <span className="text-sm font-medium text-ink">{n.title}</span>
                  {!n.read && <Badge tone="brand">New</Badge>}
                </span>
                <span className="line-clamp-2 text-xs text-muted">{n.message}</span>
                <span className="text-xs text-muted">{formatRelative(n.timestamp, { pastOnly: true })}</span>
              </>
            );
            return (
              <li key={n.id} className="py-2">
                {n.actionUrl?.startsWith('/') ? (
                  <Link to={n.actionUrl} className="flex flex-col gap-0.5 rounded-md hover:bg-brand-50">
                    {body}
                  </Link>
                ) : (
                  <div className="flex flex-col gap-0.5">{body}</div>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}

function ModuleCards() {
  const ask = useAccessRule();
  const promptUpgrade = useUpgradePrompt();
  return (
    <section aria-labelledby="modules-heading" className="flex flex-col gap-3">
      <h2 id="modules-heading" className="text-base font-semibold text-brand-950">
        Modules
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {MODULES.map((module) => {
          const answer = ask(module.linkTier, module.scope);
          const locked = !answer.pending && !answer.access.open;
          const content = (
            <>
              <span className="flex items-center justify-between gap-2">
                <span className="font-semibold text-brand-950">{module.name}</span>
                {locked ? (
                  <Badge tone="warning">
                    <LockIcon className="size-3.5" aria-hidden="true" />
                    {module.linkTier}
                  </Badge>
                ) : null}
              </span>
              <span className="mt-1 text-sm text-muted">{module.description}</span>
            </>
          );
          const className =
            'flex h-full w-full flex-col rounded-2xl border border-line bg-white p-5 text-left shadow-xs focus-visible:ring-4 focus-visible:ring-brand-600/20 focus-visible:outline-none';
          return (
            <li key={module.id}>
              {locked ? (
                <button
                  type="button"
                  aria-label={`${module.name} (locked, requires ${module.linkTier})`}
                  onClick={() => promptUpgrade(module.linkTier)}
                  className={`${className} border-dashed hover:border-brand-300`}
                >
                  {content}
                </button>
              ) : (
                <Link to={module.path} className={`${className} hover:border-brand-300`}>
                  {content}
                </Link>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
