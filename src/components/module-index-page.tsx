import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { LockIcon } from '@/components/icons';
import { useUpgradePrompt } from '@/hooks/use-upgrade-prompt';
import { useAccessRule } from '@/hooks/use-access';
import { cn } from '@/lib/cn';
import { UPGRADE_TOOLTIP } from '@/lib/locked';
import type { Tool } from '@/lib/paths';
import { facilityNames } from '@/lib/access';
import { useRouteHandle } from './lazy-routes';
import { PageHeader } from './ui/page-header';

const TIER_LABEL = { free: 'Free', Basic: 'Basic', Advanced: 'Advanced', Professional: 'Professional' };

/**
 * A module's landing page: its tools as cards with their tier, locked where the user may not open
 * them (src/lib/access.ts: their own plan, or for a facility's tool the plan of a facility they
 * work in — such a card names where it opens). A module may show its own summary (Arca: today's
 * entries and what is due) between the heading and the tools.
 */
export function ModuleIndexPage({ children }: { children?: ReactNode } = {}) {
  const module = useRouteHandle('module');
  const ask = useAccessRule();
  const promptUpgrade = useUpgradePrompt();
  if (!module) return null;

  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={module.name} description={module.description} />
      {children}
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {module.tools.map((tool) => {
          const { access } = ask(tool.requiredTier, tool.scope);
          return (
            <li key={tool.id}>
              <ToolCard
                tool={tool}
                locked={!access.open}
                through={access.throughFacility ? facilityNames(access.facilities) : null}
                onLocked={() => promptUpgrade(tool.requiredTier)}
              />
            </li>
          );
        })}
      </ul>
    </div>
  );
}

function ToolCard({
  tool,
  locked,
  through,
  onLocked,
}: {
  tool: Tool;
  locked: boolean;
  /** The facilities whose plan opens it, when the user's own does not. */
  through: string | null;
  onLocked: () => void;
}) {
  const body = (
    <>
      <span className="flex items-start justify-between gap-3">
        <span className="font-semibold text-brand-950">{tool.name}</span>
        <span
          className={cn(
            'inline-flex shrink-0 items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium',
            locked ? 'bg-amber-50 text-amber-800' : 'bg-brand-50 text-brand-800',
          )}
        >
          {locked && <LockIcon className="size-3" />}
          {TIER_LABEL[tool.requiredTier]}
        </span>
      </span>
      <span className="mt-2 block text-sm text-muted">{tool.description}</span>
      {through ? <span className="mt-2 block text-xs font-medium text-brand-800">At {through}</span> : null}
    </>
  );
  const card =
    'block h-full rounded-xl border border-line bg-white p-5 text-left shadow-xs transition-colors';
  if (locked) {
    return (
      <button
        type="button"
        onClick={onLocked}
        aria-label={`${tool.name} (locked, requires ${tool.requiredTier})`}
        title={UPGRADE_TOOLTIP}
        className={cn(card, 'w-full border-dashed hover:border-brand-300')}
      >
        {body}
      </button>
    );
  }
  return (
    <Link to={tool.path} className={cn(card, 'hover:border-brand-300 hover:bg-brand-50/40')}>
      {body}
    </Link>
  );
}
