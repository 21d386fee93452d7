import { Link } from 'react-router-dom';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useUser } from '@/hooks/use-session';
import { AroyaKeyCard } from '../components/aroya-key-card';
import { AroyaRoomMapping } from '../components/aroya-room-mapping';
import { accountPaths } from '../paths';
import { PageHeader } from '@/components/ui/page-header';

/** Spec-2 §2 "Integrations page": AROYA key and room mapping; other providers are coming soon. */
export function IntegrationsPage() {
  const user = useUser();
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-4">
      <PageHeader
        back={
          <Link
            to={accountPaths.profile.href()}
            className="text-sm font-semibold text-brand-700 hover:underline"
          >
            ← Back to Profile
          </Link>
        }
        title="Integrations"
        description="Connect your grow-monitoring service and map its rooms to yours."
      />
      <Tabs defaultValue="aroya">
        <TabsList aria-label="Integration providers">
          <TabsTrigger value="aroya">Aroya</TabsTrigger>
          <TabsTrigger value="growlink" disabled>
            Growlink <span className="ml-1 text-xs font-normal">(coming soon)</span>
          </TabsTrigger>
          <TabsTrigger value="other" disabled>
            Other <span className="ml-1 text-xs font-normal">(coming soon)</span>
          </TabsTrigger>
        </TabsList>
        <TabsContent value="aroya" className="flex flex-col gap-4">
          <AroyaKeyCard userId={user.id} />
          <AroyaRoomMapping userId={user.id} />
        </TabsContent>
      </Tabs>
    </div>
  );
}
