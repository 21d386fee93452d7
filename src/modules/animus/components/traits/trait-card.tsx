import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatDate } from '@/lib/format';
import type { Trait } from '../../api/traits';
import { describeScale, SCALE_TYPE_LABELS } from '../../trait-scale';

/** One trait: its current method and scale, and (on request) every earlier version. */
export function TraitCard({
  trait,
  own,
  onNewVersion,
  onArchive,
}: {
  trait: Trait;
  own: boolean;
  onNewVersion?: () => void;
  onArchive?: () => void;
}) {
  const [history, setHistory] = useState(false);
  const v = trait.current;
  return (
    <article
      aria-labelledby={`trait-${trait.id}`}
      className="flex h-full flex-col gap-2 rounded-2xl border border-line bg-white p-4"
    >
      <header className="flex flex-wrap items-center gap-2">
        <h3 id={`trait-${trait.id}`} className="text-base font-semibold text-brand-950">
          {trait.name}
        </h3>
        <Badge>{trait.category}</Badge>
        {trait.archived ? <Badge tone="warning">Archived</Badge> : null}
      </header>
      {trait.description ? <p className="text-sm text-muted">{trait.description}</p> : null}
      <p className="text-sm">
        <span className="font-medium">
          Version {v.version} · {describeScale(v.scale)}
        </span>{' '}
        <span className="text-muted">({SCALE_TYPE_LABELS[v.scale.scale_type]})</span>
      </p>
      {v.method ? <p className="text-sm text-muted">Method: {v.method}</p> : null}
      {history ? (
        <ol
          className="flex flex-col gap-1 border-l-2 border-brand-100 pl-3 text-sm"
          aria-label={`Versions of ${trait.name}`}
        >
          {[...trait.versions].reverse().map((x) => (
            <li key={x.id}>
              Version {x.version} · {describeScale(x.scale)}{' '}
              <span className="text-muted">since {formatDate(x.created_at)}</span>
            </li>
          ))}
        </ol>
      ) : null}
      <div className="mt-auto flex flex-wrap gap-2 pt-2">
        {trait.versions.length > 1 ? (
          <Button
            variant="ghost"
            className="h-9"
            aria-label={`Versions of ${trait.name}`}
            aria-expanded={history}
            onClick={() => setHistory((h) => !h)}
          >
            {history ? 'Hide versions' : `${trait.versions.length} versions`}
          </Button>
        ) : null}
        {own && onNewVersion ? (
          <Button
            variant="secondary"
            className="h-9"
            aria-label={`Change scale of ${trait.name}`}
            onClick={onNewVersion}
          >
            Change method or scale
          </Button>
        ) : null}
        {own && onArchive ? (
          <Button variant="ghost" className="h-9" onClick={onArchive}>
            {trait.archived ? 'Restore' : 'Archive'}
          </Button>
        ) : null}
      </div>
    </article>
  );
}
