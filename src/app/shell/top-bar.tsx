import { Link } from 'react-router-dom';
import { useViewer } from '@/hooks/use-viewer';
import { LazyNotificationBell } from '@/modules/notifications/components/lazy-notification-bell';
import { AccountMenu } from './account-menu';
import { AppLogo } from './app-logo';
import { DashboardLinks } from './dashboard-links';
import { LazyMobileMenu } from './lazy-mobile-menu';
import { SectionLinks } from './section-links';
import { accountPaths } from '@/modules/account/paths';

/** The top navigation bar of spec-1 §2; from 1280 px the links sit in the bar, below in the menu. */
export function TopBar() {
  const viewer = useViewer();
  return (
    <header className="sticky top-0 z-40 border-b border-line bg-white/90 backdrop-blur print:hidden">
      <div className="mx-auto flex h-16 max-w-[90rem] items-center gap-2 px-4 sm:px-6 xl:px-4 2xl:px-6">
        <Link to={accountPaths.dashboard.href()} className="shrink-0 rounded-lg" aria-label="Canopy home">
          <AppLogo />
        </Link>
        <nav aria-label="Sections" className="ml-1 hidden 2xl:block">
          <SectionLinks layout="bar" />
        </nav>
        <div className="ml-auto flex items-center gap-1.5">
          {viewer.signedIn ? (
            <>
              <div className="hidden items-center gap-2 xl:flex">
                <DashboardLinks />
              </div>
              {viewer.ready && viewer.tier !== 'free' && (
                <span
                  data-testid="tier-badge"
                  className="inline-flex rounded-full bg-amber-100 px-2 py-1 text-xs font-semibold text-amber-900"
                >
                  {viewer.tier}
                </span>
              )}
              <LazyNotificationBell />
              <div className="hidden xl:block">
                <AccountMenu />
              </div>
            </>
          ) : (
            viewer.ready && (
              <Link
                to={accountPaths.login.href()}
                className="hidden h-9 items-center rounded-lg bg-brand-700 px-3 text-sm font-semibold text-white hover:bg-brand-800 xl:inline-flex"
              >
                Sign in
              </Link>
            )
          )}
          <LazyMobileMenu />
        </div>
      </div>
      {/* From 1280 to 1535 px the links get a row of their own, so they keep full-size text beside
          the dashboard buttons, badge, bell and avatar; from 1536 px they fit in the bar. */}
      <nav aria-label="Sections" className="hidden border-t border-line xl:block 2xl:hidden">
        <div className="mx-auto max-w-[90rem] px-4 py-0.5">
          <SectionLinks layout="bar" />
        </div>
      </nav>
    </header>
  );
}
