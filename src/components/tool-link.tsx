// A link from one screen to another module's or tool's screen, which looks and acts locked where
// the user may not open it (src/lib/access.ts), as the bars and module cards do: the muted text
// with a lock, the 'Upgrade required' tooltip, and on a click the upgrade toast and the plans page.
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { LockIcon } from '@/components/icons';
import { useAccess } from '@/hooks/use-access';
import { useUpgradePrompt } from '@/hooks/use-upgrade-prompt';
import { cn } from '@/lib/cn';
import { LOCKED_LINK_CLASS, UPGRADE_TOOLTIP } from '@/lib/locked';
import type { Scope } from '@/lib/paths';
import type { Tier } from '@/lib/tiers';

export function ToolLink({
  tool,
  to,
  className,
  children,
}: {
  /** What the target needs: a tool, or a module (`requiredTier` and `scope`). */
  tool: { requiredTier: Tier; scope: Scope };
  to: string;
  className?: string;
  children: ReactNode;
}) {
  const { pending, access } = useAccess(tool.requiredTier, tool.scope);
  const promptUpgrade = useUpgradePrompt();
  if (pending) return <span className={cn(className, 'no-underline')}>{children}</span>;
  if (!access.open)
    return (
      <button
        type="button"
        data-locked="true"
        title={UPGRADE_TOOLTIP}
        onClick={() => promptUpgrade(tool.requiredTier)}
        className={cn(className, LOCKED_LINK_CLASS, 'inline-flex items-center gap-1 no-underline')}
      >
        <LockIcon className="size-3.5" />
        {children}
      </button>
    );
  return (
    <Link to={to} className={className}>
      {children}
    </Link>
  );
}
