// A row of links or tabs that may be wider than the screen (a module's sub-menu on a phone): it
// scrolls sideways, and says so. Where more items lie beyond an edge, that edge fades and shows a
// chevron that scrolls the row on a tap; the current item is scrolled into view when the row
// appears. The one child is the scrolling element (a nav's list, a tab list): it keeps its own
// look and its `overflow-x-auto`; this only watches it.
import { useCallback, useEffect, useRef, useState, type ReactElement } from 'react';
import { ChevronLeftIcon, ChevronRightIcon } from '@/components/icons';
import { cn } from '@/lib/cn';

interface Edges {
  start: boolean;
  end: boolean;
  /** The scroller's box inside the wrapper (it may bleed past it with negative margins). */
  left: number;
  width: number;
}

const NONE: Edges = { start: false, end: false, left: 0, width: 0 };

export function ScrollRow({ children, className }: { children: ReactElement; className?: string }) {
  const wrapper = useRef<HTMLDivElement>(null);
  const [edges, setEdges] = useState<Edges>(NONE);

  const scroller = () => wrapper.current?.firstElementChild as HTMLElement | null | undefined;
  const measure = useCallback(() => {
    const el = wrapper.current?.firstElementChild as HTMLElement | null | undefined;
    if (!el || !wrapper.current) return;
    const max = el.scrollWidth - el.clientWidth;
    const next = {
      start: el.scrollLeft > 1,
      end: el.scrollLeft < max - 1,
      left: el.getBoundingClientRect().left - wrapper.current.getBoundingClientRect().left,
      width: el.clientWidth,
    };
    setEdges((prev) =>
      prev.start === next.start &&
      prev.end === next.end &&
      prev.left === next.left &&
      prev.width === next.width
        ? prev
        : next,
    );
  }, []);

  useEffect(() => {
    const el = scroller();
    if (!el) return;
    // The current item in view first: a sub-menu opened on its sixth page shows that page.
    const current = el.querySelector<HTMLElement>('[aria-current="page"], [data-state="active"]');
    if (current && el.scrollWidth > el.clientWidth) {
      const box = el.getBoundingClientRect();
      const item = current.getBoundingClientRect();
      if (item.left < box.left || item.right > box.right)
        el.scrollLeft += item.left - box.left - (box.width - item.width) / 2;
    }
    measure();
    el.addEventListener('scroll', measure, { passive: true });
    // Without ResizeObserver (old browsers, jsdom) the cues follow scrolling only.
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(el);
    for (const child of el.children) observer?.observe(child);
    return () => {
      el.removeEventListener('scroll', measure);
      observer?.disconnect();
    };
  }, [measure]);

  const by = (direction: 1 | -1) => {
    const el = scroller();
    el?.scrollBy({ left: direction * Math.max(80, el.clientWidth * 0.6), behavior: 'smooth' });
  };

  const cue = 'absolute inset-y-0 z-10 flex w-10 items-center text-brand-800';
  return (
    <div ref={wrapper} className={cn('relative', className)}>
      {children}
      {/* For pointers and touch; a keyboard reaches every item with Tab, which scrolls it into view. */}
      {edges.start ? (
        <button
          type="button"
          tabIndex={-1}
          aria-hidden="true"
          data-scroll-cue="start"
          onClick={() => by(-1)}
          style={{ left: edges.left }}
          className={cn(cue, 'justify-start bg-linear-to-r from-surface via-surface/90 to-transparent pl-1')}
        >
          <ChevronLeftIcon className="size-5" />
        </button>
      ) : null}
      {edges.end ? (
        <button
          type="button"
          tabIndex={-1}
          aria-hidden="true"
          data-scroll-cue="end"
          onClick={() => by(1)}
          style={{ left: edges.left + edges.width - 40 }}
          className={cn(cue, 'justify-end bg-linear-to-l from-surface via-surface/90 to-transparent pr-1')}
        >
          <ChevronRightIcon className="size-5" />
        </button>
      ) : null}
    </div>
  );
}
