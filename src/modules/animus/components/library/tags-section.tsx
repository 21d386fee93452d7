import { useState } from 'react';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { getErrorMessage } from '@/lib/errors';
import { cn } from '@/lib/cn';
import { toast } from '@/lib/toast';
import { useMyVotes, useVoteOnTag, useWithdrawTag } from '../../api/community-tags';
import type { Cultivar } from '../../api/get-cultivar';
import {
  agreeVotesToConfirm,
  TAG_STATE_LABELS,
  tagState,
  type TagModeration,
  type TagState,
} from '../../consensus';
import { TagDialog } from './tag-dialog';

const TONES: Record<TagState, BadgeTone> = {
  proposed: 'neutral',
  confirmed: 'success',
  upheld: 'success',
  disputed: 'warning',
  removed: 'danger',
};

/**
 * Community tags of a shared cultivar: each with its state and counts, and the grower's own vote
 * (agree, disagree, or neither). A tag is confirmed at 3 votes with more than two thirds agreeing.
 */
export function TagsSection({
  cultivar,
  mine,
  userId,
}: {
  cultivar: Cultivar;
  mine: boolean;
  userId: string;
}) {
  const [proposing, setProposing] = useState(false);
  const votes = useMyVotes(
    cultivar.id,
    userId,
    cultivar.tags.map((t) => t.id),
  );
  const vote = useVoteOnTag();
  const withdraw = useWithdrawTag();

  const cast = (tagId: string, label: string, agree: boolean | null) =>
    vote.mutate(
      { tagId, agree },
      {
        onError: (error) =>
          toast.error(`Could not vote on “${label}”`, { description: getErrorMessage(error) }),
      },
    );

  return (
    <section
      aria-labelledby="tags-heading"
      className="flex flex-col gap-3 rounded-2xl border border-line bg-white p-5"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="tags-heading" className="text-lg font-semibold text-brand-950">
          Community tags
        </h2>
        {cultivar.shared ? (
          <Button variant="secondary" onClick={() => setProposing(true)}>
            Propose a tag
          </Button>
        ) : null}
      </div>
      {!cultivar.shared ? (
        <p className="text-sm text-muted">
          {mine
            ? 'Share this cultivar with the community (below) to let growers tag it and vote.'
            : 'This cultivar is not shared.'}
        </p>
      ) : cultivar.tags.length === 0 ? (
        <p className="text-sm text-muted">
          No tags yet. Propose the first: two more growers agreeing confirms it.
        </p>
      ) : (
        <ul className="flex flex-col gap-2">
          {cultivar.tags.map((t) => {
            const state = tagState(t.agree_count, t.disagree_count, t.moderation as TagModeration);
            const myVote = votes.data?.[t.id];
            const needed = agreeVotesToConfirm(t.agree_count, t.disagree_count);
            return (
              <li
                key={t.id}
                className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-xl border border-line px-3 py-2"
              >
                <span className="font-semibold text-brand-950">{t.label}</span>
                <span className="text-xs text-muted">{t.category}</span>
                <Badge tone={TONES[state]}>{TAG_STATE_LABELS[state]}</Badge>
                <span className="text-sm text-muted">
                  {t.agree_count} agree · {t.disagree_count} disagree
                  {state === 'proposed' && needed > 0 ? ` · ${needed} more to confirm` : ''}
                </span>
                {t.moderation_note ? (
                  <span className="text-sm text-muted">Moderator: {t.moderation_note}</span>
                ) : null}
                {state !== 'removed' ? (
                  <div className="ml-auto flex gap-1" role="group" aria-label={`Your vote on ${t.label}`}>
                    {(
                      [
                        [true, 'Agree'],
                        [false, 'Disagree'],
                      ] as const
                    ).map(([agree, word]) => (
                      <button
                        key={word}
                        type="button"
                        aria-pressed={myVote === agree}
                        aria-label={`${word} with ${t.label}`}
                        disabled={vote.isPending}
                        onClick={() => cast(t.id, t.label, myVote === agree ? null : agree)}
                        className={cn(
                          'h-10 rounded-lg border px-3 text-sm font-medium',
                          myVote === agree
                            ? agree
                              ? 'border-emerald-700 bg-emerald-700 text-white'
                              : 'border-danger-600 bg-danger-600 text-white'
                            : 'border-line bg-white text-ink hover:bg-brand-50',
                        )}
                      >
                        {word}
                      </button>
                    ))}
                    {t.proposed_by === userId && t.agree_count + t.disagree_count <= 1 ? (
                      <Button
                        variant="ghost"
                        className="h-10"
                        busy={withdraw.isPending}
                        onClick={() =>
                          withdraw.mutate(t.id, {
                            onSuccess: () => toast.success('Tag withdrawn', { description: t.label }),
                            onError: (error) =>
                              toast.error('Could not withdraw it', { description: getErrorMessage(error) }),
                          })
                        }
                      >
                        Withdraw
                      </Button>
                    ) : null}
                  </div>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
      {cultivar.shared ? (
        <TagDialog open={proposing} onOpenChange={setProposing} userId={userId} cultivar={cultivar} />
      ) : null}
    </section>
  );
}
