// A facility's SOPs as other modules use them: the SOPs in force that an Arca entry can follow,
// and which SOP version an entry followed. Atlas owns SOPs and their pages; this is the one shared
// read of them and the one write of the link (atlas_entry_sops: the database records the version
// in force at the entry's time). RLS shows SOPs only in facilities whose plan includes Atlas, so
// elsewhere the lists are empty.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getErrorCode, UserFacingError } from '../errors';
import { supabase } from '../supabase';

export const facilitySopKeys = {
  all: ['facility-sops'] as const,
  effective: (facilityId: string) => [...facilitySopKeys.all, 'effective', facilityId] as const,
  entry: (entryId: string) => [...facilitySopKeys.all, 'entry', entryId] as const,
};

/** The SOPs of a facility with a version in force now, by code. */
export async function getEffectiveSops(facilityId: string, signal?: AbortSignal) {
  let query = supabase
    .from('atlas_sop_versions')
    .select('id, version, sop:atlas_sops!inner(id, code, title)')
    .eq('facility_id', facilityId)
    .eq('status', 'effective');
  if (signal) query = query.abortSignal(signal);
  const { data } = await query.throwOnError();
  return (data ?? [])
    .map((v) => ({ id: v.sop.id, code: v.sop.code, title: v.sop.title, version: v.version }))
    .sort((a, b) => a.code.localeCompare(b.code));
}

export const getEffectiveSopsQueryOptions = (facilityId: string) =>
  queryOptions({
    queryKey: facilitySopKeys.effective(facilityId),
    queryFn: ({ signal }) => getEffectiveSops(facilityId, signal),
  });

export function useEffectiveSops(facilityId: string | null) {
  return useQuery({ ...getEffectiveSopsQueryOptions(facilityId ?? ''), enabled: !!facilityId });
}

/** The SOP an entry followed and the version that was in force then, or null. */
export async function getEntrySop(entryId: string, signal?: AbortSignal) {
  let query = supabase
    .from('atlas_entry_sops')
    .select('sop_id, version:atlas_sop_versions!inner(version), sop:atlas_sops!inner(code, title)')
    .eq('entry_id', entryId);
  if (signal) query = query.abortSignal(signal);
  const { data } = await query.maybeSingle().throwOnError();
  return data
    ? { sopId: data.sop_id, code: data.sop.code, title: data.sop.title, version: data.version.version }
    : null;
}

export function useEntrySop(entryId: string) {
  return useQuery({
    queryKey: facilitySopKeys.entry(entryId),
    queryFn: ({ signal }) => getEntrySop(entryId, signal),
  });
}

/** The entry was saved; linking it to the SOP was refused (the reason is the database's). */
export class SopLinkError extends UserFacingError {
  constructor(cause: unknown) {
    const reason = (cause as { message?: unknown } | null)?.message;
    super(
      `The entry was saved but not linked to the SOP${typeof reason === 'string' && reason ? `: ${reason}` : '.'}`,
      { cause },
    );
    this.name = 'SopLinkError';
  }
}

/**
 * Records that an entry followed an SOP; the database picks the version in force at the entry's
 * time. Sending it again (an offline retry) finds the link already there and is done.
 */
export async function linkEntrySop(entryId: string, sopId: string) {
  const { error } = await supabase
    .from('atlas_entry_sops')
    .insert({ entry_id: entryId, sop_id: sopId } as never);
  if (!error || getErrorCode(error) === '23505') return;
  // A lost connection is worth a retry as it stands; a refusal is not the entry's fault.
  if (!error.code) throw error;
  throw new SopLinkError(error);
}
