import {
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent,
} from 'react';
import { useNavigate } from 'react-router-dom';
import { cn } from '@/lib/cn';
import {
  EVIDENCE_LABELS,
  layoutPedigree,
  NODE,
  type Evidence,
  type LineageClaim,
} from '../../pedigree-layout';

// The pedigree as an SVG drawn here rather than with a graph library: the layout is a small pure
// function (pedigree-layout.ts) and pedigrees are tens of nodes, so React Flow (~50 kB gzipped) or
// Cytoscape (~100 kB) would weigh more than the screen that uses them. Zoom and pan: buttons,
// ctrl/⌘ + wheel, drag, two-finger pinch and the keyboard; at 375 px it opens at a readable scale
// around the highlighted cultivar rather than shrinking everything to fit.

interface View {
  x: number;
  y: number;
  scale: number;
}

const MIN_SCALE = 0.3;
const MAX_SCALE = 2.5;
/** The smallest scale the drawing opens at: names stay readable on a phone. */
const READABLE = 0.8;

const STROKE: Record<Evidence, { width: number; dash?: string }> = {
  lab_genotype: { width: 3.5 },
  chemotype_consistent: { width: 2.5 },
  breeder_statement: { width: 2 },
  grower_claim: { width: 2, dash: '6 5' },
};

function truncate(name: string, max = 22) {
  return name.length > max ? `${name.slice(0, max - 1)}…` : name;
}

export interface PedigreeGraphProps {
  claims: readonly LineageClaim[];
  /** Cultivars drawn with emphasis (the passport's cultivar, a project's crosses). */
  highlight?: readonly string[];
  /** Where a node links to. */
  hrefFor: (cultivarId: string) => string;
  className?: string;
}

export function PedigreeGraph({ claims, highlight = [], hrefFor, className }: PedigreeGraphProps) {
  const layout = useMemo(() => layoutPedigree(claims), [claims]);
  const box = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState({ width: 0, height: 0 });
  const [view, setView] = useState<View | null>(null);
  const navigate = useNavigate();

  useEffect(() => {
    const el = box.current;
    // Without ResizeObserver (old browsers, jsdom) the drawing stays at its natural size.
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setSize({ width: entry.contentRect.width, height: entry.contentRect.height });
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  const fit = useCallback(
    (readable: boolean): View => {
      if (size.width === 0) return { x: 0, y: 0, scale: 1 };
      const whole = Math.min(size.width / layout.width, size.height / layout.height, 1.2);
      const scale = readable ? Math.max(whole, Math.min(READABLE, 1)) : whole;
      // Centre on the first highlighted node when the whole drawing does not fit.
      const focus = layout.nodes.find((n) => highlight.includes(n.item.id));
      const cx = scale > whole && focus ? focus.x + NODE.width / 2 : layout.width / 2;
      const cy = scale > whole && focus ? focus.y + NODE.height / 2 : layout.height / 2;
      return { scale, x: size.width / 2 - cx * scale, y: size.height / 2 - cy * scale };
    },
    [size, layout, highlight],
  );

  // A new drawing, or the first measurement, opens at the readable fit.
  const [fittedFor, setFittedFor] = useState<unknown>(null);
  if (size.width > 0 && fittedFor !== layout) {
    setFittedFor(layout);
    setView(fit(true));
  }

  const zoom = (factor: number, cx = size.width / 2, cy = size.height / 2) =>
    setView((v) => {
      if (!v) return v;
      const scale = Math.min(MAX_SCALE, Math.max(MIN_SCALE, v.scale * factor));
      const k = scale / v.scale;
      return { scale, x: cx - (cx - v.x) * k, y: cy - (cy - v.y) * k };
    });
  const pan = (dx: number, dy: number) => setView((v) => (v ? { ...v, x: v.x + dx, y: v.y + dy } : v));

  // Pointers: one drags, two pinch.
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const pinch = useRef<number | null>(null);
  const onPointerDown = (e: PointerEvent) => {
    if ((e.target as Element).closest('a')) return;
    (e.currentTarget as Element).setPointerCapture(e.pointerId);
    pointers.current.set(e.pointerId, { x: e.clientX, y: e.clientY });
  };
  const onPointerMove = (e: PointerEvent) => {
    const prev = pointers.current.get(e.pointerId);
    if (!prev) return;
    pointers.current.set(e.pointerId, { x: e.clientX, y: e.clientY });
    const all = [...pointers.current.values()];
    if (all.length === 2) {
      const d = Math.hypot(all[0]!.x - all[1]!.x, all[0]!.y - all[1]!.y);
      if (pinch.current) zoom(d / pinch.current);
      pinch.current = d;
    } else {
      pan(e.clientX - prev.x, e.clientY - prev.y);
    }
  };
  const onPointerUp = (e: PointerEvent) => {
    pointers.current.delete(e.pointerId);
    if (pointers.current.size < 2) pinch.current = null;
  };
  const onWheel = (e: React.WheelEvent) => {
    // Plain scrolling scrolls the page; ctrl/⌘ + wheel (and trackpad pinch) zooms.
    if (!e.ctrlKey && !e.metaKey) return;
    e.preventDefault();
    const rect = box.current!.getBoundingClientRect();
    zoom(e.deltaY < 0 ? 1.15 : 1 / 1.15, e.clientX - rect.left, e.clientY - rect.top);
  };
  const onKeyDown = (e: KeyboardEvent) => {
    const step = 40;
    const moves: Record<string, () => void> = {
      ArrowLeft: () => pan(step, 0),
      ArrowRight: () => pan(-step, 0),
      ArrowUp: () => pan(0, step),
      ArrowDown: () => pan(0, -step),
      '+': () => zoom(1.2),
      '=': () => zoom(1.2),
      '-': () => zoom(1 / 1.2),
      '0': () => setView(fit(false)),
    };
    const move = moves[e.key];
    if (move) {
      e.preventDefault();
      move();
    }
  };

  const strongest = (evidence: Evidence[]) => evidence[0] ?? 'grower_claim';
  const v = view ?? { x: 0, y: 0, scale: 1 };

  return (
    <figure aria-label="Pedigree" className={cn('flex flex-col gap-2', className)}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Legend />
        <div className="flex gap-1" role="group" aria-label="Zoom">
          {[
            ['Zoom out', '−', () => zoom(1 / 1.25)],
            ['Zoom in', '+', () => zoom(1.25)],
            ['Show all', '⤢', () => setView(fit(false))],
          ].map(([label, glyph, onClick]) => (
            <button
              key={label as string}
              type="button"
              aria-label={label as string}
              title={label as string}
              onClick={onClick as () => void}
              className="grid size-11 place-items-center rounded-lg border border-line bg-white text-lg text-ink hover:bg-brand-50"
            >
              <span aria-hidden="true">{glyph as string}</span>
            </button>
          ))}
        </div>
      </div>
      {/* A drawing panned and zoomed with the pointer and its own keys (the buttons above do the same
          for those who prefer them); it must take focus to hear those keys. */}
      {/* eslint-disable jsx-a11y-x/no-noninteractive-element-interactions, jsx-a11y-x/no-noninteractive-tabindex */}
      <div
        ref={box}
        role="group"
        tabIndex={0}
        aria-label="Pedigree drawing. Arrow keys move it, plus and minus zoom, 0 shows all."
        onKeyDown={onKeyDown}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
        onWheel={onWheel}
        className="relative h-[22rem] w-full touch-none overflow-hidden rounded-xl border border-line bg-brand-50/40 select-none focus-visible:ring-4 focus-visible:ring-brand-600/20 focus-visible:outline-none sm:h-[28rem]"
      >
        {/* eslint-enable jsx-a11y-x/no-noninteractive-element-interactions, jsx-a11y-x/no-noninteractive-tabindex */}
        <svg width="100%" height="100%" className="block">
          <g transform={`translate(${v.x} ${v.y}) scale(${v.scale})`}>
            {layout.links.map((l) => {
              const style = STROKE[strongest(l.evidence)];
              const bad = l.consistent === false;
              return (
                <path
                  key={`${l.parent}>${l.child}`}
                  d={l.path}
                  fill="none"
                  strokeWidth={style.width}
                  strokeDasharray={l.self ? '2 4' : style.dash}
                  className={bad ? 'stroke-danger-600' : 'stroke-brand-700/70'}
                >
                  <title>
                    {l.evidence.map((e) => EVIDENCE_LABELS[e]).join(', ')}
                    {l.self ? ' (self)' : ''}
                    {bad ? ' — the chemotypes contradict this claim' : ''}
                  </title>
                </path>
              );
            })}
            {layout.nodes.map(({ item, x, y }) => {
              const marked = highlight.includes(item.id);
              const href = hrefFor(item.id);
              return (
                <a
                  key={item.id}
                  href={href}
                  onClick={(e) => {
                    e.preventDefault();
                    void navigate(href);
                  }}
                  className="group focus:outline-none"
                >
                  <title>{item.name}</title>
                  <rect
                    x={x}
                    y={y}
                    width={NODE.width}
                    height={NODE.height}
                    rx={10}
                    strokeWidth={marked ? 3 : 1.5}
                    className={cn(
                      'fill-white group-hover:fill-brand-50 group-focus-visible:stroke-brand-600',
                      marked ? 'stroke-brand-700' : 'stroke-line',
                    )}
                  />
                  <text x={x + 12} y={y + 22} className="fill-brand-950 text-[13px] font-semibold">
                    {truncate(item.name)}
                  </text>
                  <text x={x + 12} y={y + 40} className="fill-muted text-[11px]">
                    {item.chemotype ? `Chemotype ${item.chemotype}` : 'Chemotype unknown'}
                    {item.contested ? ' · contested' : ''}
                  </text>
                </a>
              );
            })}
          </g>
        </svg>
      </div>
      <details className="text-sm">
        <summary className="cursor-pointer py-2 font-medium text-brand-900">Lineage as a list</summary>
        <ul className="flex flex-col gap-1 pl-4">
          {claims.map((c) => (
            <li key={c.id}>
              <strong>{c.child_name ?? 'Private cultivar'}</strong> = {c.mother_name ?? 'private cultivar'}
              {c.father_id === c.mother_id
                ? ' (self)'
                : ` × ${c.father_id ? (c.father_name ?? 'private cultivar') : 'unknown'}`}{' '}
              <span className="text-muted">
                ({EVIDENCE_LABELS[c.evidence as Evidence] ?? c.evidence}
                {c.chemotype_consistent === false ? '; chemotypes contradict it' : ''})
              </span>
            </li>
          ))}
        </ul>
      </details>
    </figure>
  );
}

function Legend() {
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted" aria-label="Legend">
      {(Object.keys(STROKE) as Evidence[]).map((e) => (
        <li key={e} className="flex items-center gap-1.5">
          <svg width="28" height="8" aria-hidden="true">
            <line
              x1="0"
              y1="4"
              x2="28"
              y2="4"
              strokeWidth={STROKE[e].width}
              strokeDasharray={STROKE[e].dash}
              className="stroke-brand-700/70"
            />
          </svg>
          {EVIDENCE_LABELS[e]}
        </li>
      ))}
      <li className="flex items-center gap-1.5">
        <svg width="28" height="8" aria-hidden="true">
          <line x1="0" y1="4" x2="28" y2="4" strokeWidth={2} className="stroke-danger-600" />
        </svg>
        Chemotypes contradict it
      </li>
    </ul>
  );
}
