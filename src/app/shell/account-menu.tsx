import { useCallback, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useDismiss } from '@/hooks/use-dismiss';
import { useViewer } from '@/hooks/use-viewer';
import { initials } from '@/lib/names';
import { avatarThumbnailUrl } from '@/lib/thumbnails';
import { useAccountItems } from './use-account-items';

/** The avatar button and its menu (WAI-ARIA menu button: arrows, Home/End, Escape). */
export function AccountMenu() {
  const viewer = useViewer();
  const items = useAccountItems();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, close, container, trigger);

  const focusItem = (index: number) => {
    const all = menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]');
    if (!all || all.length === 0) return;
    all[(index + all.length) % all.length]?.focus();
  };

  const openMenu = (focus: 'first' | 'last') => {
    setOpen(true);
    requestAnimationFrame(() => focusItem(focus === 'first' ? 0 : -1));
  };

  const onMenuKey = (e: KeyboardEvent<HTMLDivElement>) => {
    const all = Array.from(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
    const current = all.indexOf(document.activeElement as HTMLElement);
    if (e.key === 'ArrowDown') focusItem(current + 1);
    else if (e.key === 'ArrowUp') focusItem(current - 1);
    else if (e.key === 'Home') focusItem(0);
    else if (e.key === 'End') focusItem(-1);
    else if (e.key === 'Tab') return setOpen(false);
    else return;
    e.preventDefault();
  };

  const select = (item: (typeof items)[number]) => {
    setOpen(false);
    trigger.current?.focus();
    if ('to' in item) navigate(item.to);
    else item.onSelect();
  };

  const name = [viewer.firstName, viewer.lastName].filter(Boolean).join(' ');

  return (
    <div ref={container} className="relative">
      <button
        ref={trigger}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label="Account menu"
        onClick={() => (open ? setOpen(false) : openMenu('first'))}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
            e.preventDefault();
            openMenu(e.key === 'ArrowDown' ? 'first' : 'last');
          }
        }}
        className="grid size-10 place-items-center overflow-hidden rounded-full bg-brand-100 text-sm font-semibold text-brand-900 hover:bg-brand-200"
      >
        {!viewer.ready ? (
          // No "?" while the profile loads: an empty, pulsing circle until the name is known.
          <span data-pending="true" aria-hidden="true" className="size-full animate-pulse bg-brand-100" />
        ) : viewer.avatarUrl ? (
          <img
            src={avatarThumbnailUrl(viewer.avatarUrl)}
            alt=""
            className="size-full object-cover"
            // Without image transformations (some hosted plans) the original still shows.
            onError={(e) => {
              if (viewer.avatarUrl && e.currentTarget.src !== viewer.avatarUrl)
                e.currentTarget.src = viewer.avatarUrl;
            }}
          />
        ) : (
          initials(viewer.firstName, viewer.lastName)
        )}
      </button>
      {open && (
        <div
          ref={menu}
          id={menuId}
          role="menu"
          tabIndex={-1}
          aria-label="Account"
          onKeyDown={onMenuKey}
          className="absolute top-12 right-0 z-50 w-56 rounded-xl border border-line bg-white py-1.5 shadow-lg"
        >
          {name && (
            <p role="none" className="truncate border-b border-line px-4 pt-1 pb-2 text-xs text-muted">
              {name}
            </p>
          )}
          {items.map((item) => (
            <button
              key={item.label}
              type="button"
              role="menuitem"
              tabIndex={-1}
              onClick={() => select(item)}
              className="block w-full px-4 py-2 text-left text-sm text-ink hover:bg-brand-50 focus-visible:bg-brand-50"
            >
              {item.label}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
