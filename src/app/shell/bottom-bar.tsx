import { Link, useLocation } from 'react-router-dom';
import { LockIcon } from '@/components/icons';
import { useAccessRule } from '@/hooks/use-access';
import { useUpgradePrompt } from '@/hooks/use-upgrade-prompt';
import { useViewer } from '@/hooks/use-viewer';
import { cn } from '@/lib/cn';
import { LOCKED_LINK_CLASS, UPGRADE_TOOLTIP } from '@/lib/locked';
import { BOTTOM_BAR_MODULES, getModule, shortName } from '@/lib/modules';

/** Under 768 px: the five modules, the active one highlighted (spec-1 §2). */
export function BottomBar() {
  const { pathname } = useLocation();
  const viewer = useViewer();
  const ask = useAccessRule();
  const promptUpgrade = useUpgradePrompt();

  return (
    <nav
      aria-label="Modules"
      className="fixed inset-x-0 bottom-0 z-40 border-t border-line bg-white/95 pb-[env(safe-area-inset-bottom)] backdrop-blur md:hidden print:hidden"
    >
      {/* The right end stays free for the round feedback button (feedback-trigger.ts). */}
      <ul className="grid grid-cols-5 pr-14">
        {BOTTOM_BAR_MODULES.map((id) => {
          const module = getModule(id);
          // The bottom bar gates like the module's top-bar link (Arca and Ancora: free), by the
          // access rule (Atlas opens under the plan of a facility the user works in).
          const tier = module.linkTier;
          const answer = ask(tier, module.scope);
          const locked = viewer.signedIn && !answer.access.open;
          const active = pathname === module.path || pathname.startsWith(`${module.path}/`);
          const cls = cn(
            'flex h-14 flex-col items-center justify-center gap-0.5 text-xs font-medium',
            active ? 'text-brand-800' : 'text-muted',
            locked && LOCKED_LINK_CLASS,
          );
          const label = (
            <>
              <span
                aria-hidden="true"
                className={cn('h-1 w-6 rounded-full', active ? 'bg-brand-700' : 'bg-transparent')}
              />
              <span className="inline-flex items-center gap-1">
                {locked && <LockIcon className="size-3" />}
                {shortName(module)}
              </span>
            </>
          );
          return (
            <li key={id}>
              {answer.pending ? (
                // Not known yet: nothing to lock or click (issue 14 §9).
                <span data-pending="true" className={cls}>
                  {label}
                </span>
              ) : locked ? (
                <button
                  type="button"
                  className={cn(cls, 'w-full')}
                  onClick={() => promptUpgrade(tier)}
                  title={UPGRADE_TOOLTIP}
                >
                  {label}
                </button>
              ) : (
                <Link to={module.path} className={cls} aria-current={active ? 'page' : undefined}>
                  {label}
                </Link>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
