// The frame of Atlas's list pages: a header with its actions above tabs whose choice lives in the
// address (see useUrlTab), and the page's dialogs after them.
import type { ReactNode } from 'react';
import { PageHeader } from '@/components/ui/page-header';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';

export function TabbedPage<T extends string>({
  title,
  description,
  actions,
  tab,
  onTab,
  tabs,
  children,
}: {
  title: string;
  description: ReactNode;
  actions?: ReactNode;
  tab: T;
  onTab: (tab: string) => void;
  tabs: { value: T; label: string; content: ReactNode }[];
  /** Dialogs the page opens. */
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-5">
      <PageHeader title={title} description={description} actions={actions} />
      <Tabs value={tab} onValueChange={onTab}>
        <TabsList>
          {tabs.map((t) => (
            <TabsTrigger key={t.value} value={t.value}>
              {t.label}
            </TabsTrigger>
          ))}
        </TabsList>
        {tabs.map((t) => (
          <TabsContent key={t.value} value={t.value}>
            {t.content}
          </TabsContent>
        ))}
      </Tabs>
      {children}
    </div>
  );
}
