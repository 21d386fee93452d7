import { useId, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';

/** A text input whose Enter key or Add button hands the text over, then clears it. */
export function ChipInput({
  label,
  placeholder,
  onAdd,
  addLabel,
  before,
}: {
  label: string;
  placeholder?: string;
  onAdd: (text: string) => void;
  /** Accessible name of the Add button. */
  addLabel: string;
  /** Shown left of the input (e.g. a category select). */
  before?: ReactNode;
}) {
  const [text, setText] = useState('');
  const id = useId();
  const add = () => {
    onAdd(text);
    setText('');
  };
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      <div className="flex gap-2">
        {before}
        <input
          id={id}
          value={text}
          placeholder={placeholder}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              add();
            }
          }}
          className="h-11 min-w-0 flex-1 rounded-lg border border-line bg-white px-3.5 text-base shadow-xs focus-visible:border-brand-600 focus-visible:ring-4 focus-visible:ring-brand-600/20 focus-visible:outline-none sm:text-sm"
        />
        <Button variant="secondary" onClick={add} aria-label={addLabel}>
          Add
        </Button>
      </div>
    </div>
  );
}

/** Clickable suggestions; those already chosen are left out. */
export function Suggestions({
  items,
  chosen,
  onPick,
  label,
}: {
  items: readonly string[];
  chosen: readonly string[];
  onPick: (item: string) => void;
  label: string;
}) {
  const taken = new Set(chosen.map((c) => c.trim().toLowerCase()));
  const open = items.filter((i) => !taken.has(i.toLowerCase()));
  if (open.length === 0) return null;
  return (
    <div>
      <p className="text-xs text-muted">{label}</p>
      <div className="mt-1 flex flex-wrap gap-1.5">
        {open.map((item) => (
          <button
            key={item}
            type="button"
            onClick={() => onPick(item)}
            className="h-8 rounded-full border border-dashed border-brand-300 px-2.5 text-xs text-brand-800 hover:bg-brand-50"
          >
            + {item}
          </button>
        ))}
      </div>
    </div>
  );
}

/** Removable values; each is a button named 'Remove {value}'. */
export function RemovableList({
  items,
  onRemove,
}: {
  items: readonly string[];
  onRemove: (index: number) => void;
}) {
  if (items.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-1.5">
      {items.map((item, i) => (
        <li key={`${i}-${item}`}>
          <button
            type="button"
            onClick={() => onRemove(i)}
            aria-label={`Remove ${item}`}
            className="inline-flex h-8 items-center gap-1 rounded-full bg-brand-100 px-2.5 text-xs font-medium text-brand-900 hover:bg-brand-200"
          >
            {item}
            <span aria-hidden="true">×</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
