import { useCallback, useId, useRef, useState } from 'react';
import { useDismiss } from '@/hooks/use-dismiss';
import { cn } from '@/lib/cn';

export interface MenuItem {
  label: string;
  onSelect: () => void;
  destructive?: boolean;
}

/** The card's actions menu: a button opening a list of menu items (arrow keys move, Escape closes). */
export function CardMenu({ label, items }: { label: string; items: readonly MenuItem[] }) {
  const [open, setOpen] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, close, container, trigger);
  if (items.length === 0) return null;

  const focusItem = (index: number) => {
    const nodes = container.current?.querySelectorAll<HTMLButtonElement>('[role="menuitem"]');
    if (!nodes || nodes.length === 0) return;
    nodes[(index + nodes.length) % nodes.length]?.focus();
  };

  return (
    <div ref={container} className="relative">
      <button
        ref={trigger}
        type="button"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => {
          setOpen((o) => !o);
          if (!open) requestAnimationFrame(() => focusItem(0));
        }}
        className="grid size-9 place-items-center rounded-md text-muted hover:bg-brand-50 hover:text-ink"
      >
        <span aria-hidden="true" className="text-lg leading-none">
          ⋮
        </span>
      </button>
      {open ? (
        <div
          id={menuId}
          role="menu"
          tabIndex={-1}
          aria-label={label}
          onKeyDown={(e) => {
            const nodes = [...(container.current?.querySelectorAll('[role="menuitem"]') ?? [])];
            const current = nodes.indexOf(document.activeElement as Element);
            if (e.key === 'ArrowDown') {
              e.preventDefault();
              focusItem(current + 1);
            } else if (e.key === 'ArrowUp') {
              e.preventDefault();
              focusItem(current - 1);
            } else if (e.key === 'Tab') {
              close();
            }
          }}
          className="absolute top-10 right-0 z-20 min-w-44 rounded-xl border border-line bg-white py-1 shadow-lg"
        >
          {items.map((item) => (
            <button
              key={item.label}
              type="button"
              role="menuitem"
              tabIndex={-1}
              onClick={() => {
                close();
                item.onSelect();
              }}
              className={cn(
                'flex h-10 w-full items-center px-3 text-left text-sm hover:bg-brand-50 focus:bg-brand-50 focus:outline-none',
                item.destructive ? 'text-danger-700' : 'text-ink',
              )}
            >
              {item.label}
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
