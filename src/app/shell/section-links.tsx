import { useId } from 'react';
import { NavLink } from 'react-router-dom';
import { LockIcon } from '@/components/icons';
import { useUpgradePrompt } from '@/hooks/use-upgrade-prompt';
import { useViewer } from '@/hooks/use-viewer';
import { cn } from '@/lib/cn';
import { SECTION_LINKS } from '@/lib/modules';
import { hasTier } from '@/lib/tiers';

export const UPGRADE_TOOLTIP = 'Upgrade required for this feature';

/** The eight section links; those above the user's tier are dimmed, locked and explain why. */
export function SectionLinks({ layout, onNavigate }: { layout: 'bar' | 'list'; onNavigate?: () => void }) {
  const viewer = useViewer();
  const promptUpgrade = useUpgradePrompt();
  const tooltipBase = useId();

  return (
    <ul className={layout === 'bar' ? 'flex items-center gap-0.5' : 'flex flex-col gap-1'}>
      {SECTION_LINKS.map((link, i) => {
        const locked = !hasTier({ membership_tier: viewer.tier }, link.requiredTier);
        const base = cn(
          'inline-flex items-center gap-1 rounded-lg font-medium whitespace-nowrap transition-colors',
          layout === 'bar' ? 'h-9 px-2.5 text-sm' : 'h-11 w-full px-3 text-sm',
        );
        if (locked) {
          const tipId = `${tooltipBase}-${i}`;
          return (
            <li key={link.path} className="group relative">
              <button
                type="button"
                aria-describedby={tipId}
                data-locked="true"
                onClick={() => {
                  onNavigate?.();
                  promptUpgrade(link.requiredTier);
                }}
                className={cn(base, 'text-muted opacity-50 hover:opacity-70')}
              >
                <LockIcon className="size-3.5" />
                {link.label}
              </button>
              <span
                id={tipId}
                role="tooltip"
                className={cn(
                  'pointer-events-none absolute z-50 hidden rounded-md bg-brand-950 px-2 py-1 text-xs whitespace-nowrap text-white shadow group-focus-within:block group-hover:block',
                  layout === 'bar' ? 'top-10 left-1/2 -translate-x-1/2' : 'top-1/2 left-40 -translate-y-1/2',
                )}
              >
                {UPGRADE_TOOLTIP}
              </span>
            </li>
          );
        }
        return (
          <li key={link.path}>
            <NavLink
              to={link.path}
              onClick={onNavigate}
              className={({ isActive }) =>
                cn(base, isActive ? 'bg-brand-50 text-brand-900' : 'text-ink hover:bg-brand-50')
              }
            >
              {link.label}
            </NavLink>
          </li>
        );
      })}
    </ul>
  );
}
