// Finding what a file names by a name: a parent cultivar, a room, a lot. A name can match nothing,
// one thing or several; several is not guessed — the import says so and lets the person pick (or
// the file name the thing by its id). Candidates come in ranks, best first (the grower's own before
// a shared one): the best rank with any match decides, as the database does.

export interface NamedCandidate {
  name: string;
  /** 0 is preferred; a match of a higher rank counts only when no better rank has one. */
  rank: number;
}

export type NameMatch<C> =
  { status: 'one'; match: C } | { status: 'none' } | { status: 'several'; matches: C[] };

/** Names compare without case or surrounding spaces. */
export const nameKey = (name: string) => name.trim().toLowerCase();

export function matchByName<C extends NamedCandidate>(name: string, candidates: readonly C[]): NameMatch<C> {
  const key = nameKey(name);
  const found = candidates.filter((c) => nameKey(c.name) === key);
  if (found.length === 0) return { status: 'none' };
  const best = Math.min(...found.map((c) => c.rank));
  const matches = found.filter((c) => c.rank === best);
  return matches.length === 1 ? { status: 'one', match: matches[0]! } : { status: 'several', matches };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A cell that names a thing by its id rather than its name. */
export const isId = (text: string) => UUID.test(text.trim());
