// The phone menu loads its sheet (Radix Dialog and the account items) on first use, so it does not
// weigh on a visitor's first page (ARCHITECTURE.md §6). A pointer over the button or focus on it
// starts the download early; the click opens the sheet as soon as it is there.
import { lazy, Suspense, useState } from 'react';
import { MenuIcon } from '@/components/icons';
import { MOBILE_MENU_TRIGGER_CLASS } from './mobile-menu-trigger';

const load = () => import('./mobile-menu');
const MobileMenu = lazy(() => load().then((m) => ({ default: m.MobileMenu })));

function StandIn({ onOpen, busy = false }: { onOpen?: () => void; busy?: boolean }) {
  return (
    <button
      type="button"
      aria-label="Open menu"
      aria-haspopup="dialog"
      aria-busy={busy || undefined}
      className={MOBILE_MENU_TRIGGER_CLASS}
      onPointerEnter={() => void load()}
      onFocus={() => void load()}
      onClick={onOpen}
    >
      <MenuIcon className="size-5" />
    </button>
  );
}

export function LazyMobileMenu() {
  const [wanted, setWanted] = useState(false);
  if (!wanted) return <StandIn onOpen={() => setWanted(true)} />;
  return (
    <Suspense fallback={<StandIn busy />}>
      <MobileMenu defaultOpen />
    </Suspense>
  );
}
