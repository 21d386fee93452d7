import * as RadixPopover from '@radix-ui/react-popover';
import { useState, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

/**
 * More about something small, on hover with a mouse, on tap on a phone and with Enter or Space from
 * the keyboard (Escape closes and gives focus back). `trigger` is the button's content; the panel is
 * portalled, so a table's scrolling cell does not clip it.
 */
export function Popover({
  trigger,
  label,
  children,
  triggerClassName,
}: {
  trigger: ReactNode;
  /** The panel's accessible name. */
  label: string;
  children: ReactNode;
  triggerClassName?: string;
}) {
  const [open, setOpen] = useState(false);
  // Hover opens it for a mouse only: a tap fires pointerenter too, and must toggle, not reopen.
  const hover = (next: boolean) => (event: React.PointerEvent) => {
    if (event.pointerType === 'mouse') setOpen(next);
  };
  return (
    <RadixPopover.Root open={open} onOpenChange={setOpen}>
      <RadixPopover.Trigger
        type="button"
        className={cn('cursor-pointer text-left', triggerClassName)}
        onPointerEnter={hover(true)}
        onPointerLeave={hover(false)}
        // Inside a clickable row (a records table), a tap shows this, not the row's dialog.
        onClick={(event) => event.stopPropagation()}
      >
        {trigger}
      </RadixPopover.Trigger>
      <RadixPopover.Portal>
        <RadixPopover.Content
          aria-label={label}
          side="bottom"
          align="start"
          sideOffset={6}
          collisionPadding={8}
          onPointerEnter={hover(true)}
          onPointerLeave={hover(false)}
          onClick={(event) => event.stopPropagation()}
          className="z-[60] max-w-[min(22rem,calc(100vw-1rem))] rounded-xl border border-line bg-white p-3 text-sm text-ink shadow-lg"
        >
          {children}
        </RadixPopover.Content>
      </RadixPopover.Portal>
    </RadixPopover.Root>
  );
}
