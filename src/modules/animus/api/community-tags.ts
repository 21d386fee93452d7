import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { logger } from '@/lib/logger';
import { supabase } from '@/lib/supabase';
import type { TagCategory } from '../consensus';
import { animusKeys } from './keys';
import { removeFiles, uploadFile } from './library-files';

export interface ProposeTagInput {
  userId: string;
  cultivarId: string;
  label: string;
  category: TagCategory;
  note: string;
  /** Required by the database for chemistry tags. */
  coa: File | null;
}

/** Proposes a tag (the proposer's agreeing vote is counted by the database). */
export async function proposeTag({ userId, cultivarId, label, category, note, coa }: ProposeTagInput) {
  const coaPath = coa ? await uploadFile('animus-coas', `${userId}/tags`, coa) : null;
  try {
    await supabase
      .from('animus_cultivar_tags')
      .insert({ cultivar_id: cultivarId, label, category, note, coa_path: coaPath })
      .throwOnError();
  } catch (error) {
    if (coaPath)
      await removeFiles('animus-coas', [coaPath]).catch((e: unknown) =>
        logger.warn('Could not remove the COA', e),
      );
    throw error;
  }
}

/** The caller's votes on a cultivar's tags, by tag id. */
export async function getMyVotes(userId: string, tagIds: readonly string[], signal?: AbortSignal) {
  if (tagIds.length === 0) return {};
  let query = supabase
    .from('animus_tag_votes')
    .select('tag_id, agree')
    .eq('user_id', userId)
    .in('tag_id', [...tagIds]);
  if (signal) query = query.abortSignal(signal);
  const { data } = await query.throwOnError();
  return Object.fromEntries((data ?? []).map((v) => [v.tag_id, v.agree])) as Record<string, boolean>;
}

export const getMyVotesQueryOptions = (cultivarId: string, userId: string, tagIds: readonly string[]) =>
  queryOptions({
    queryKey: [...animusKeys.cultivar(cultivarId), 'my-votes', userId, ...tagIds],
    queryFn: ({ signal }) => getMyVotes(userId, tagIds, signal),
  });

export function useMyVotes(cultivarId: string, userId: string, tagIds: readonly string[]) {
  return useQuery(getMyVotesQueryOptions(cultivarId, userId, tagIds));
}

export interface VoteInput {
  tagId: string;
  /** Null withdraws the vote. */
  agree: boolean | null;
}

export async function voteOnTag({ tagId, agree }: VoteInput) {
  if (agree === null) {
    await supabase.from('animus_tag_votes').delete().eq('tag_id', tagId).throwOnError();
    return;
  }
  // Change the vote if there is one (the policy limits the update to the caller's own row), else
  // cast it. Not an upsert: ON CONFLICT DO UPDATE would rewrite tag_id too, and a vote may only
  // change its `agree` (a vote moved to another tag would skip that tag's count).
  const { data: changed } = await supabase
    .from('animus_tag_votes')
    .update({ agree })
    .eq('tag_id', tagId)
    .select('tag_id')
    .throwOnError();
  if (changed?.length) return;
  await supabase.from('animus_tag_votes').insert({ tag_id: tagId, agree }).throwOnError();
}

export async function withdrawTag(id: string) {
  await supabase.from('animus_cultivar_tags').delete().eq('id', id).select('id').single().throwOnError();
}

function useInvalidateLibrary() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: animusKeys.library() });
}

export function useProposeTag() {
  return useMutation({ mutationFn: proposeTag, onSuccess: useInvalidateLibrary() });
}

export function useVoteOnTag() {
  return useMutation({ mutationFn: voteOnTag, onSuccess: useInvalidateLibrary() });
}

export function useWithdrawTag() {
  return useMutation({ mutationFn: withdrawTag, onSuccess: useInvalidateLibrary() });
}

const QUEUE_COLUMNS =
  'id, label, category, note, coa_path, agree_count, disagree_count, status, moderation, moderation_note, updated_at, cultivar:animus_cultivars(id, name, breeder)';

/** Disputed tags no moderator has ruled on, oldest dispute first (moderators and admins). */
export async function getModerationQueue(signal?: AbortSignal) {
  let query = supabase
    .from('animus_cultivar_tags')
    .select(QUEUE_COLUMNS)
    .eq('status', 'disputed')
    .is('moderation', null)
    .order('updated_at');
  if (signal) query = query.abortSignal(signal);
  const { data } = await query.throwOnError();
  return data ?? [];
}

export type QueuedTag = Awaited<ReturnType<typeof getModerationQueue>>[number];

export const getModerationQueueQueryOptions = () =>
  queryOptions({
    queryKey: animusKeys.moderationQueue(),
    queryFn: ({ signal }) => getModerationQueue(signal),
  });

export function useModerationQueue(enabled: boolean) {
  return useQuery({ ...getModerationQueueQueryOptions(), enabled });
}

export interface ModerateInput {
  tagId: string;
  decision: 'upheld' | 'removed' | 'reopen';
  note: string;
}

export async function moderateTag({ tagId, decision, note }: ModerateInput) {
  await supabase
    .rpc('animus_moderate_tag', { p_tag_id: tagId, p_decision: decision, p_note: note })
    .throwOnError();
}

export function useModerateTag() {
  return useMutation({ mutationFn: moderateTag, onSuccess: useInvalidateLibrary() });
}
