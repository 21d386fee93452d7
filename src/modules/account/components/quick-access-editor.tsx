import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { useViewer } from '@/hooks/use-viewer';
import { getErrorMessage } from '@/lib/errors';
import { toast } from '@/lib/toast';
import type { AccountSettings } from '../api/get-account-settings';
import { useUpdateProfile } from '../api/update-profile';
import { useFacilities } from '@/lib/data/facilities';
import { moveItem, QUICK_ACCESS_MAX, quickAccessTools, toolsForTier } from '../quick-access';

export function QuickAccessEditor({ settings }: { settings: AccountSettings }) {
  const viewer = useViewer();
  const facilities = useFacilities(viewer.userId);
  const available = toolsForTier(viewer.tier, facilities.data);
  const [selected, setSelected] = useState<string[]>(() =>
    quickAccessTools(settings.quick_access_items, viewer.tier, facilities.data).map((t) => t.id),
  );
  const update = useUpdateProfile(settings.id);
  const byId = new Map(available.map((t) => [t.id, t]));

  const toggle = (id: string, on: boolean) =>
    setSelected((current) => (on ? [...current, id] : current.filter((x) => x !== id)));

  const save = () =>
    update.mutate(
      { quick_access_items: selected },
      {
        onSuccess: () =>
          toast.success('Quick access saved', { description: 'Your dashboard shows these tools.' }),
        onError: (error) =>
          toast.error('Could not save quick access', { description: getErrorMessage(error) }),
      },
    );

  return (
    <div className="flex flex-col gap-4">
      <Card>
        <CardHeader
          title="Your quick access"
          description="These tools appear on your dashboard in this order."
        />
        {selected.length === 0 ? (
          <p className="text-sm text-muted">Nothing pinned yet. Pick tools below.</p>
        ) : (
          <ol aria-label="Pinned tools" className="flex flex-col gap-2">
            {selected.map((id, index) => (
              <li
                key={id}
                className="flex items-center justify-between gap-2 rounded-lg border border-line px-3 py-1.5"
              >
                <span className="min-w-0 truncate text-sm font-medium">
                  {index + 1}. {byId.get(id)?.name ?? id}
                </span>
                <span className="flex shrink-0 gap-1">
                  <Button
                    variant="ghost"
                    className="h-9 px-2"
                    aria-label={`Move ${byId.get(id)?.name} up`}
                    disabled={index === 0}
                    onClick={() => setSelected((s) => moveItem(s, index, -1))}
                  >
                    ↑
                  </Button>
                  <Button
                    variant="ghost"
                    className="h-9 px-2"
                    aria-label={`Move ${byId.get(id)?.name} down`}
                    disabled={index === selected.length - 1}
                    onClick={() => setSelected((s) => moveItem(s, index, 1))}
                  >
                    ↓
                  </Button>
                </span>
              </li>
            ))}
          </ol>
        )}
        <Button busy={update.isPending} onClick={save} className="mt-4">
          {update.isPending ? 'Saving...' : 'Save quick access'}
        </Button>
      </Card>
      <Card>
        <CardHeader
          title="Available tools"
          description="Only the tools your plan includes are listed. Upgrade to unlock more."
        />
        <fieldset>
          <legend className="sr-only">Available tools</legend>
          <ul className="grid gap-1 sm:grid-cols-2">
            {available.map((tool) => {
              const checked = selected.includes(tool.id);
              return (
                <li key={tool.id}>
                  <label className="flex min-h-11 items-start gap-2.5 rounded-lg px-2 py-1.5 text-sm hover:bg-brand-50">
                    <input
                      type="checkbox"
                      checked={checked}
                      disabled={!checked && selected.length >= QUICK_ACCESS_MAX}
                      onChange={(e) => toggle(tool.id, e.target.checked)}
                      className="mt-0.5 size-4.5 shrink-0 accent-brand-700"
                    />
                    <span>
                      <span className="font-medium text-ink">{tool.name}</span>
                      <span className="block text-xs text-muted">{tool.description}</span>
                    </span>
                  </label>
                </li>
              );
            })}
          </ul>
        </fieldset>
      </Card>
    </div>
  );
}
