import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import type { FacilityInput } from '../account-schemas';
import { invalidateFacilities } from '@/lib/data/facilities';

const clean = (input: FacilityInput) => ({
  name: input.name.trim(),
  location: input.location.trim() || null,
  notes: input.notes.trim() || null,
});

/** Creates a facility (no id) or updates one. */
export async function saveFacility({ id, ...input }: FacilityInput & { id?: string }) {
  if (id) await supabase.from('facilities').update(clean(input)).eq('id', id).throwOnError();
  else await supabase.from('facilities').insert(clean(input)).throwOnError();
}

export function useSaveFacility() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveFacility,
    onSuccess: () => invalidateFacilities(queryClient),
  });
}
