import { useMutation, useQueryClient } from '@tanstack/react-query';
import { logger } from '@/lib/logger';
import { supabase } from '@/lib/supabase';
import { CERTIFICATIONS_BUCKET } from '../certifications';
import { agoraKeys } from '../../api/keys';

export interface DeleteCertificationVariables {
  id: string;
  consultantId: string;
  documentUrl: string | null;
}

/** Deletes the record by id, then its document; a leftover file is only logged. */
export async function deleteCertification({ id, documentUrl }: DeleteCertificationVariables) {
  const { data } = await supabase
    .from('agora_consultant_certifications')
    .delete()
    .eq('id', id)
    .select('id')
    .throwOnError();
  if (!data || data.length === 0) {
    throw Object.assign(new Error('Certification not found'), { code: 'PGRST116' });
  }
  if (documentUrl) {
    const { error } = await supabase.storage.from(CERTIFICATIONS_BUCKET).remove([documentUrl]);
    if (error) logger.warn('Could not remove a certification document', error);
  }
}

export function useDeleteCertification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCertification,
    onSuccess: (_d, v) =>
      queryClient.invalidateQueries({ queryKey: agoraKeys.consultantArea.certifications(v.consultantId) }),
  });
}
