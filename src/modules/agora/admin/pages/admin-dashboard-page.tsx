import { useIsFetching, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { logger } from '@/lib/logger';
import { toast } from '@/lib/toast';
import { useAdminStats } from '../api/get-admin-stats';
import { useVerificationRequests } from '../api/get-verification-requests';
import { ConsultantsTab } from '../components/consultants-tab';
import { StatCards } from '../components/stat-cards';
import { VerificationQueue } from '../components/verification-queue';
import { agoraKeys } from '../../api/keys';
import { PageHeader } from '@/components/ui/page-header';

const AnalyticsTab = lazy(() =>
  import('../components/analytics-tab').then((m) => ({ default: m.AnalyticsTab })),
);

const TABS = [
  { value: 'queue', label: 'Verification Queue' },
  { value: 'consultants', label: 'Consultants' },
  { value: 'reports', label: 'Reports' },
  { value: 'analytics', label: 'Analytics' },
] as const;
type Tab = (typeof TABS)[number]['value'];

/** /agora/admin (spec-2 §2 "Admin dashboard"). */
export function AdminDashboardPage() {
  const [params, setParams] = useSearchParams();
  const tab: Tab = TABS.some((t) => t.value === params.get('tab')) ? (params.get('tab') as Tab) : 'queue';
  const queryClient = useQueryClient();
  const stats = useAdminStats();
  const queue = useVerificationRequests();
  const refreshing = useIsFetching({ queryKey: agoraKeys.admin.all }) > 0;

  useEffect(() => {
    if (queue.isError) {
      logger.error('Error loading verification requests', queue.error);
      toast.error('Error loading verification requests', { id: 'admin-queue-error' });
    }
  }, [queue.isError, queue.error]);

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Admin Dashboard"
        description="Review consultant applications and manage the Expert Marketplace."
        actions={
          <Button
            variant="secondary"
            busy={refreshing}
            onClick={() => void queryClient.invalidateQueries({ queryKey: agoraKeys.admin.all })}
          >
            {refreshing ? 'Refreshing...' : 'Refresh'}
          </Button>
        }
      />

      <StatCards stats={stats.data} loading={stats.isPending} />

      <Tabs
        value={tab}
        onValueChange={(value) =>
          setParams(
            (prev) => {
              const next = new URLSearchParams(prev);
              if (value === 'queue') next.delete('tab');
              else next.set('tab', value);
              return next;
            },
            { replace: true },
          )
        }
      >
        <TabsList aria-label="Admin sections">
          {TABS.map((t) => (
            <TabsTrigger key={t.value} value={t.value}>
              {t.label}
              {t.value === 'queue' && queue.data ? (
                <span className="ml-1.5 rounded-full bg-brand-100 px-1.5 text-xs text-brand-900">
                  {queue.data.length}
                </span>
              ) : null}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="queue">
          <VerificationQueue
            requests={queue.data}
            loading={queue.isPending}
            error={queue.isError ? queue.error : null}
            onRetry={() => void queue.refetch()}
          />
        </TabsContent>
        <TabsContent value="consultants">
          <ConsultantsTab />
        </TabsContent>
        <TabsContent value="reports">
          <EmptyState title="Reports coming soon" description="Reports are coming soon." />
        </TabsContent>
        <TabsContent value="analytics">
          <Suspense
            fallback={
              <div role="status" aria-label="Loading analytics" className="grid gap-4 lg:grid-cols-2">
                <Skeleton className="h-72" />
                <Skeleton className="h-72" />
              </div>
            }
          >
            <AnalyticsTab />
          </Suspense>
        </TabsContent>
      </Tabs>
    </div>
  );
}
