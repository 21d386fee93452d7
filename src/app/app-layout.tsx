import { Link, Outlet } from 'react-router-dom';
import { Logo } from '@/components/logo';

/** Minimal frame for signed-in pages; the full shell (navigation, notifications) comes later. */
export function AppLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="sticky top-0 z-40 border-b border-line bg-white/90 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-6xl items-center px-4 sm:px-6">
          <Link to="/dashboard" className="rounded-lg" aria-label="Canopy home">
            <Logo />
          </Link>
        </div>
      </header>
      <main className="mx-auto w-full max-w-6xl flex-1 px-4 py-8 sm:px-6 sm:py-10">
        <Outlet />
      </main>
    </div>
  );
}
