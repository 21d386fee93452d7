import { supabase } from '@/lib/supabase';
import type { LibraryParent } from '../library-csv';

/** Names or ids per request: a long `in` list is a long URL. */
const CHUNK = 100;

function chunks<T>(list: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += CHUNK) out.push(list.slice(i, i + CHUNK));
  return out;
}

/**
 * The cultivars an import's parent names and ids could mean: every one the grower can read (their
 * own and shared ones, as RLS decides — what the import function itself will search) whose name
 * is one of `names` (lower case) or whose id is one of `ids`.
 */
export async function getImportParents(
  names: readonly string[],
  ids: readonly string[],
  userId: string,
): Promise<LibraryParent[]> {
  const requests = [
    ...chunks(names).map((part) =>
      supabase
        .from('animus_cultivars')
        .select('id, name, breeder, user_id')
        .in('name_key', part)
        .throwOnError(),
    ),
    ...chunks(ids).map((part) =>
      supabase.from('animus_cultivars').select('id, name, breeder, user_id').in('id', part).throwOnError(),
    ),
  ];
  const found = new Map<string, LibraryParent>();
  for (const { data } of await Promise.all(requests))
    for (const c of data ?? [])
      found.set(c.id, { id: c.id, name: c.name, breeder: c.breeder, own: c.user_id === userId });
  return [...found.values()];
}
