import { useId } from 'react';
import { NavLink } from 'react-router-dom';
import { LockIcon } from '@/components/icons';
import { useAccessRule } from '@/hooks/use-access';
import { useUpgradePrompt } from '@/hooks/use-upgrade-prompt';
import { useViewer } from '@/hooks/use-viewer';
import { cn } from '@/lib/cn';
import { LOCKED_LINK_CLASS, UPGRADE_TOOLTIP } from '@/lib/locked';
import { SECTION_LINKS } from '@/lib/modules';

/**
 * The eight section links; those a signed-in user may not open (src/lib/access.ts: their own plan,
 * or for Atlas and Prometheus the plan of a facility they work in) are locked and explain why.
 * Until that is known (session, profile or facilities loading) the labels show but nothing is
 * locked or clickable, so a click can never land on the upgrade page by mistake (issue 14 §9). A
 * visitor's links are plain: the auth guard offers sign-in and returns them there after (issue 14 §13).
 */
export function SectionLinks({ layout, onNavigate }: { layout: 'bar' | 'list'; onNavigate?: () => void }) {
  const viewer = useViewer();
  const ask = useAccessRule();
  const promptUpgrade = useUpgradePrompt();
  const tooltipBase = useId();

  return (
    <ul
      aria-busy={SECTION_LINKS.some((l) => ask(l.requiredTier, l.scope).pending) || undefined}
      className={layout === 'bar' ? 'flex items-center gap-0.5' : 'flex flex-col gap-1'}
    >
      {SECTION_LINKS.map((link, i) => {
        const answer = ask(link.requiredTier, link.scope);
        const locked = viewer.signedIn && !answer.access.open;
        const base = cn(
          'inline-flex items-center gap-1 rounded-lg font-medium whitespace-nowrap transition-colors',
          layout === 'bar' ? 'h-9 px-2.5 text-sm' : 'h-11 w-full px-3 text-sm',
        );
        if (answer.pending) {
          return (
            <li key={link.path}>
              <span data-pending="true" className={cn(base, 'text-muted')}>
                {link.label}
              </span>
            </li>
          );
        }
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
                className={cn(base, LOCKED_LINK_CLASS, 'hover:bg-brand-50')}
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
