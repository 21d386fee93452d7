import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { TextAreaField } from '@/components/ui/fields';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { getErrorMessage } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { useModerateTag, useModerationQueue, type QueuedTag } from '../../api/community-tags';
import { useFileUrls } from '../../api/library-files';

/**
 * Disputed community tags (3 or more votes without a two-thirds agreement) for moderators and
 * admins to rule on: uphold (it stays, marked as confirmed by a moderator) or remove (hidden from
 * everyone but its proposer), with a note the growers read.
 */
export function ModerationQueue({ cultivarHref }: { cultivarHref: (id: string) => string }) {
  const queue = useModerationQueue(true);
  const coaPaths = (queue.data ?? []).flatMap((t) => (t.coa_path ? [t.coa_path] : []));
  const coaUrls = useFileUrls('animus-coas', coaPaths);

  return (
    <section aria-labelledby="moderation-heading" className="flex flex-col gap-4">
      <div>
        <h2 id="moderation-heading" className="text-xl font-semibold text-brand-950">
          Moderation queue
        </h2>
        <p className="text-sm text-muted">
          Tags the community disagrees on. Your ruling replaces the vote; reopening hands it back.
        </p>
      </div>
      {queue.isPending ? (
        <div className="grid gap-3 md:grid-cols-2" aria-busy="true" aria-label="Loading the queue">
          {[0, 1].map((i) => (
            <Skeleton key={i} className="h-44 w-full rounded-2xl" />
          ))}
        </div>
      ) : queue.isError ? (
        <LoadError error={queue.error} onRetry={() => void queue.refetch()}>
          Could not load the moderation queue.
        </LoadError>
      ) : queue.data.length === 0 ? (
        <EmptyState title="Nothing to moderate" description="No tag is disputed right now." />
      ) : (
        <ul className="grid gap-3 md:grid-cols-2">
          {queue.data.map((t) => (
            <li key={t.id}>
              <QueuedTagCard
                tag={t}
                cultivarHref={cultivarHref}
                coaUrl={t.coa_path ? coaUrls.data?.[t.coa_path] : undefined}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function QueuedTagCard({
  tag,
  cultivarHref,
  coaUrl,
}: {
  tag: QueuedTag;
  cultivarHref: (id: string) => string;
  coaUrl: string | undefined;
}) {
  const moderate = useModerateTag();
  const [note, setNote] = useState('');
  const cultivar = tag.cultivar;
  const name = cultivar?.name ?? 'a cultivar no longer shared';
  const rule = (decision: 'upheld' | 'removed') =>
    moderate.mutate(
      { tagId: tag.id, decision, note: note.trim() },
      {
        onSuccess: () =>
          toast.success(decision === 'upheld' ? 'Tag upheld' : 'Tag removed', {
            description: `${tag.label} on ${name}`,
          }),
        onError: (error) => toast.error('Could not rule on the tag', { description: getErrorMessage(error) }),
      },
    );
  return (
    <article
      aria-label={`${tag.label} on ${name}`}
      className="flex h-full flex-col gap-3 rounded-2xl border border-line bg-white p-4"
    >
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="text-base font-semibold text-brand-950">
          “{tag.label}” <span className="text-sm font-normal text-muted">({tag.category})</span>
        </h3>
        <p className="text-sm text-muted">
          {tag.agree_count} agree · {tag.disagree_count} disagree
        </p>
      </header>
      <p className="text-sm">
        On{' '}
        {cultivar ? (
          <Link to={cultivarHref(cultivar.id)} className="font-medium text-brand-800 underline">
            {cultivar.name}
          </Link>
        ) : (
          name
        )}
        {cultivar?.breeder ? <span className="text-muted"> by {cultivar.breeder}</span> : null}
      </p>
      {tag.note ? <p className="text-sm text-ink">Proposer’s note: {tag.note}</p> : null}
      {coaUrl ? (
        <a
          href={coaUrl}
          target="_blank"
          rel="noreferrer"
          className="text-sm font-medium text-brand-800 underline"
        >
          Open the attached COA
        </a>
      ) : null}
      <TextAreaField
        label="Note for the growers"
        rows={2}
        value={note}
        onChange={(e) => setNote(e.target.value)}
        maxLength={500}
      />
      <div className="mt-auto grid grid-cols-2 gap-2">
        <Button variant="secondary" busy={moderate.isPending} onClick={() => rule('upheld')}>
          Uphold tag
        </Button>
        <Button variant="danger" busy={moderate.isPending} onClick={() => rule('removed')}>
          Remove tag
        </Button>
      </div>
    </article>
  );
}
