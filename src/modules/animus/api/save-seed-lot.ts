import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import type { TablesInsert } from '@/types/database';
import { animusKeys } from './keys';

type SeedLotValues = Pick<
  TablesInsert<'animus_seed_lots'>,
  'lot_code' | 'amount' | 'unit' | 'storage_location' | 'produced_on' | 'notes'
>;

export interface SaveSeedLotInput {
  cultivarId: string;
  /** The lot's id in edit mode. */
  id?: string;
  values: SeedLotValues;
}

export async function saveSeedLot({ cultivarId, id, values }: SaveSeedLotInput) {
  if (id)
    await supabase.from('animus_seed_lots').update(values).eq('id', id).select('id').single().throwOnError();
  else
    await supabase
      .from('animus_seed_lots')
      .insert({ ...values, cultivar_id: cultivarId })
      .throwOnError();
}

export async function deleteSeedLot(id: string) {
  await supabase.from('animus_seed_lots').delete().eq('id', id).select('id').single().throwOnError();
}

export interface AddGerminationTestInput {
  seedLotId: string;
  values: Pick<
    TablesInsert<'animus_germination_tests'>,
    'tested_on' | 'seeds_sown' | 'seeds_germinated' | 'days' | 'notes'
  >;
}

export async function addGerminationTest({ seedLotId, values }: AddGerminationTestInput) {
  await supabase
    .from('animus_germination_tests')
    .insert({ ...values, seed_lot_id: seedLotId })
    .throwOnError();
}

function useInvalidateCultivar(cultivarId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: animusKeys.cultivar(cultivarId) });
}

export function useSaveSeedLot(cultivarId: string) {
  return useMutation({ mutationFn: saveSeedLot, onSuccess: useInvalidateCultivar(cultivarId) });
}

export function useDeleteSeedLot(cultivarId: string) {
  return useMutation({ mutationFn: deleteSeedLot, onSuccess: useInvalidateCultivar(cultivarId) });
}

export function useAddGerminationTest(cultivarId: string) {
  return useMutation({ mutationFn: addGerminationTest, onSuccess: useInvalidateCultivar(cultivarId) });
}
