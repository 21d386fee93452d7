import * as RadixTabs from '@radix-ui/react-tabs';
import type { ComponentPropsWithoutRef } from 'react';
import { cn } from '@/lib/cn';
import { ScrollRow } from './scroll-row';

/** Keyboard-navigable tabs (arrow keys, Home/End) with the app's underline look. */
export const Tabs = RadixTabs.Root;

/** The tabs in a row; on a phone, a row wider than the screen scrolls and shows a cue (ScrollRow). */
export function TabsList({ className, ...props }: ComponentPropsWithoutRef<typeof RadixTabs.List>) {
  return (
    <ScrollRow>
      <RadixTabs.List
        className={cn(
          '-mx-4 flex gap-1 overflow-x-auto border-b border-line px-4 sm:mx-0 sm:px-0',
          className,
        )}
        {...props}
      />
    </ScrollRow>
  );
}

export function TabsTrigger({ className, ...props }: ComponentPropsWithoutRef<typeof RadixTabs.Trigger>) {
  return (
    <RadixTabs.Trigger
      className={cn(
        '-mb-px h-11 shrink-0 border-b-2 border-transparent px-3 text-sm font-medium text-muted hover:text-ink',
        'data-[state=active]:border-brand-700 data-[state=active]:text-brand-900',
        'disabled:cursor-not-allowed disabled:opacity-50',
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({ className, ...props }: ComponentPropsWithoutRef<typeof RadixTabs.Content>) {
  return <RadixTabs.Content className={cn('pt-4 focus-visible:outline-none', className)} {...props} />;
}
