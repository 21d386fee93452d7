import { Link, useSearchParams } from 'react-router-dom';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useUser } from '@/hooks/use-session';
import { useViewer } from '@/hooks/use-viewer';
import { useAccountSettings } from '../api/get-account-settings';
import { ProfileDetails } from '../components/profile-details';
import { PreferencesForm } from '../components/preferences-form';
import { QuickAccessEditor } from '../components/quick-access-editor';
import { SecurityCard } from '../components/security-card';
import { accountPaths } from '../paths';
import { PageHeader } from '@/components/ui/page-header';

const TABS = ['details', 'preferences', 'quick-access', 'security'] as const;
type Tab = (typeof TABS)[number];

export function ProfilePage() {
  const user = useUser();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: Tab = (TABS as readonly string[]).includes(requested ?? '') ? (requested as Tab) : 'details';
  const settings = useAccountSettings(user.id);
  // Quick access starts from the tools the tier allows, so wait for the viewer too.
  const viewer = useViewer();

  const onTabChange = (next: string) => setParams(next === 'details' ? {} : { tab: next }, { replace: true });

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-4">
      <PageHeader
        title="Profile"
        description="Your details, account settings and quick access."
        actions={
          <nav aria-label="More account pages" className="flex gap-3 text-sm font-semibold">
            <Link to={accountPaths.facilities.href()} className="text-brand-700 hover:underline">
              Facilities
            </Link>
            <Link to={accountPaths.integrations.href()} className="text-brand-700 hover:underline">
              Integrations
            </Link>
          </nav>
        }
      />
      <Tabs value={tab} onValueChange={onTabChange}>
        <TabsList aria-label="Profile sections">
          <TabsTrigger value="details">Profile</TabsTrigger>
          <TabsTrigger value="preferences">Account Settings</TabsTrigger>
          <TabsTrigger value="quick-access">Quick Access</TabsTrigger>
          <TabsTrigger value="security">Security</TabsTrigger>
        </TabsList>
        {settings.isPending || !viewer.ready ? (
          <Card className="mt-4 flex flex-col gap-3" aria-busy="true">
            <span className="sr-only">Loading...</span>
            <Skeleton className="h-20 w-20 rounded-full" />
            <Skeleton className="h-11" />
            <Skeleton className="h-11" />
          </Card>
        ) : settings.isError ? (
          <p role="alert" className="mt-4 text-sm text-danger-700">
            Your profile could not be loaded. Please reload the page.
          </p>
        ) : (
          <>
            <TabsContent value="details">
              <ProfileDetails
                settings={settings.data}
                email={user.email ?? ''}
                pendingEmail={user.new_email}
              />
            </TabsContent>
            <TabsContent value="preferences">
              <PreferencesForm settings={settings.data} />
            </TabsContent>
            <TabsContent value="quick-access">
              <QuickAccessEditor settings={settings.data} />
            </TabsContent>
            <TabsContent value="security">
              <SecurityCard userId={user.id} />
            </TabsContent>
          </>
        )}
      </Tabs>
    </div>
  );
}
