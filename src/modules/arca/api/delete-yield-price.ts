import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { arcaKeys } from './keys';

/** Removes a price; harvests on its days take the price in force before it again. */
export async function deleteYieldPrice(id: string) {
  await supabase.from('arca_yield_prices').delete().eq('id', id).throwOnError();
}

export function useDeleteYieldPrice(facilityId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteYieldPrice,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: arcaKeys.yieldPrices(facilityId) }),
  });
}
