import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { CloseIcon, MenuIcon } from '@/components/icons';
import { useViewer } from '@/hooks/use-viewer';
import { DashboardLinks } from './dashboard-links';
import { MOBILE_MENU_TRIGGER_CLASS } from './mobile-menu-trigger';
import { SectionLinks } from './section-links';
import { useAccountItems } from './use-account-items';
import { accountPaths } from '@/modules/account/paths';

/** Below the desktop breakpoint: the section links and the avatar menu's items in a sheet. */
export function MobileMenu({ defaultOpen = false }: { defaultOpen?: boolean }) {
  const [open, setOpen] = useState(defaultOpen);
  const viewer = useViewer();
  const items = useAccountItems();
  const navigate = useNavigate();
  const close = () => setOpen(false);

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger aria-label="Open menu" className={MOBILE_MENU_TRIGGER_CLASS}>
        <MenuIcon className="size-5" />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-brand-950/40" />
        <Dialog.Content className="fixed inset-y-0 right-0 z-50 flex w-[min(20rem,100vw)] flex-col overflow-y-auto bg-white p-4 shadow-xl">
          <div className="flex items-center justify-between">
            <Dialog.Title className="text-base font-semibold text-brand-950">Menu</Dialog.Title>
            <Dialog.Close
              aria-label="Close menu"
              className="grid size-9 place-items-center rounded-md text-muted hover:bg-brand-50"
            >
              <CloseIcon />
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">Sections and account</Dialog.Description>
          <nav aria-label="Sections" className="mt-4">
            <SectionLinks layout="list" onNavigate={close} />
          </nav>
          {viewer.signedIn ? (
            <>
              <div className="mt-4 flex flex-col gap-2 border-t border-line pt-4">
                <DashboardLinks onNavigate={close} />
              </div>
              <ul className="mt-4 flex flex-col gap-1 border-t border-line pt-4" aria-label="Account">
                {items.map((item) => (
                  <li key={item.label}>
                    <button
                      type="button"
                      onClick={() => {
                        close();
                        if ('to' in item) navigate(item.to);
                        else item.onSelect();
                      }}
                      className="flex h-11 w-full items-center rounded-lg px-3 text-left text-sm text-ink hover:bg-brand-50"
                    >
                      {item.label}
                    </button>
                  </li>
                ))}
              </ul>
            </>
          ) : (
            <Link
              to={accountPaths.login.href()}
              onClick={close}
              className="mt-4 inline-flex h-11 items-center justify-center rounded-lg bg-brand-700 text-sm font-semibold text-white"
            >
              Sign in
            </Link>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
