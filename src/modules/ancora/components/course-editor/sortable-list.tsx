// A list reordered by drag (mouse, touch) and by keyboard, through dnd-kit: its keyboard sensor
// picks an item up with Space or Enter on its handle, moves it with the arrow keys and drops it
// with Space (Escape cancels), and a live region says what happened in the items' own names.
// dnd-kit rather than buttons alone: one well-kept library gives the pointer, touch and keyboard
// paths and the screen-reader announcements together; the handles are ordinary buttons.
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

interface Item {
  id: string;
}

export interface HandleProps {
  /** Spread on the drag handle (a button). */
  handle: Record<string, unknown>;
  dragging: boolean;
}

export function SortableList<T extends Item>({
  items,
  noun,
  name,
  onMove,
  children,
  className,
}: {
  items: readonly T[];
  /** 'module', 'lesson': said in the announcements. */
  noun: string;
  name: (item: T) => string;
  onMove: (from: number, to: number) => void;
  children: (item: T, index: number, handle: HandleProps) => ReactNode;
  className?: string;
}) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 150, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const nameOf = (id: string | number) => {
    const item = items.find((i) => i.id === id);
    return item ? name(item) : noun;
  };
  const positionOf = (id: string | number | undefined) =>
    id === undefined ? 0 : items.findIndex((i) => i.id === id) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      `Picked up ${noun} ${nameOf(active.id)}, position ${positionOf(active.id)} of ${items.length}.`,
    onDragOver: ({ active, over }) =>
      over ? `${nameOf(active.id)} is now at position ${positionOf(over.id)} of ${items.length}.` : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? `${nameOf(active.id)} dropped at position ${positionOf(over.id)} of ${items.length}.`
        : `${nameOf(active.id)} dropped.`,
    onDragCancel: ({ active }) => `Moving ${nameOf(active.id)} cancelled; it is back where it was.`,
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = items.findIndex((i) => i.id === active.id);
    const to = items.findIndex((i) => i.id === over.id);
    if (from >= 0 && to >= 0) onMove(from, to);
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements,
        screenReaderInstructions: {
          draggable: `To move this ${noun}, press Space or Enter, use the up and down arrow keys, then press Space or Enter again to drop it, or Escape to cancel.`,
        },
      }}
    >
      <SortableContext items={items.map((i) => i.id)} strategy={verticalListSortingStrategy}>
        <ol className={cn('flex flex-col gap-2', className)}>
          {items.map((item, index) => (
            <SortableRow key={item.id} id={item.id}>
              {(handle) => children(item, index, handle)}
            </SortableRow>
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

function SortableRow({ id, children }: { id: string; children: (handle: HandleProps) => ReactNode }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id });
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={cn('relative', isDragging && 'z-10 opacity-80')}
    >
      {children({ handle: { ref: setActivatorNodeRef, ...attributes, ...listeners }, dragging: isDragging })}
    </li>
  );
}

/** The grip a person drags (or focuses and moves with the keyboard). */
export function DragHandle({ label, handle }: { label: string; handle: HandleProps['handle'] }) {
  return (
    <button
      type="button"
      aria-label={label}
      className="grid size-11 shrink-0 cursor-grab touch-none place-items-center rounded-lg text-muted hover:bg-brand-50 hover:text-ink focus-visible:ring-4 focus-visible:ring-brand-600/20 focus-visible:outline-none active:cursor-grabbing"
      {...handle}
    >
      <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5" fill="currentColor">
        <circle cx="7" cy="5" r="1.5" />
        <circle cx="13" cy="5" r="1.5" />
        <circle cx="7" cy="10" r="1.5" />
        <circle cx="13" cy="10" r="1.5" />
        <circle cx="7" cy="15" r="1.5" />
        <circle cx="13" cy="15" r="1.5" />
      </svg>
    </button>
  );
}
