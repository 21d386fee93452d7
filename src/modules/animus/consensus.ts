// Community tags' consensus, the rule the database applies (animus_tag_status in
// supabase/migrations/*_animus_community_tags.sql), after iNaturalist's research grade: a tag is
// community-confirmed at 3 or more votes with more than 2/3 agreeing; at 3 or more votes without
// that agreement it is disputed and waits for a moderator, whose ruling (upheld or removed)
// overrides the votes.

export const MIN_VOTES = 3;
export type TagStatus = 'proposed' | 'confirmed' | 'disputed';
export type TagModeration = 'upheld' | 'removed' | null;
export type TagState = TagStatus | 'upheld' | 'removed';

export function tagStatus(agree: number, disagree: number): TagStatus {
  const total = agree + disagree;
  if (total >= MIN_VOTES && agree * 3 > total * 2) return 'confirmed';
  if (total >= MIN_VOTES) return 'disputed';
  return 'proposed';
}

/** What people see: a moderator's ruling, else the votes. */
export function tagState(agree: number, disagree: number, moderation: TagModeration): TagState {
  return moderation ?? tagStatus(agree, disagree);
}

/** How many more agreeing votes would confirm the tag (0 when it already is). */
export function agreeVotesToConfirm(agree: number, disagree: number): number {
  let more = 0;
  while (tagStatus(agree + more, disagree) !== 'confirmed') more++;
  return more;
}

export const TAG_STATE_LABELS: Record<TagState, string> = {
  proposed: 'Proposed',
  confirmed: 'Community-confirmed',
  disputed: 'Disputed',
  upheld: 'Confirmed by a moderator',
  removed: 'Removed by a moderator',
};

export const TAG_CATEGORIES = [
  'aroma',
  'flavor',
  'effect',
  'growth',
  'appearance',
  'chemistry',
  'other',
] as const;
export type TagCategory = (typeof TAG_CATEGORIES)[number];

/** Chemistry claims ("CBD-dominant", "high limonene") must come with a certificate of analysis. */
export function needsCoa(category: TagCategory): boolean {
  return category === 'chemistry';
}

/** A label as the database keeps it: trimmed, single-spaced, lower case. */
export function normalizeTagLabel(raw: string): string {
  return raw.trim().replace(/\s+/g, ' ').toLowerCase();
}
