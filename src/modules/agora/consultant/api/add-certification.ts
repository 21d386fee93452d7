import { useMutation, useQueryClient } from '@tanstack/react-query';
import { logger } from '@/lib/logger';
import { supabase } from '@/lib/supabase';
import { CERTIFICATIONS_BUCKET, documentPath } from '../certifications';
import { agoraKeys } from '../../api/keys';

export interface AddCertificationVariables {
  consultantId: string;
  name: string;
  issuingOrganization: string;
  issueDate: string;
  expirationDate: string;
  file: File | null;
}

/**
 * Uploads the document (if any) to `{consultant_id}/{random}.{ext}` in the private bucket, then
 * inserts the record with verified false (spec-2 §7). If the insert fails the upload is removed.
 */
export async function addCertification(v: AddCertificationVariables) {
  let path: string | null = null;
  if (v.file) {
    path = documentPath(v.consultantId, v.file.name, crypto.randomUUID());
    const { error } = await supabase.storage
      .from(CERTIFICATIONS_BUCKET)
      .upload(path, v.file, { contentType: v.file.type || undefined, upsert: false });
    if (error) throw error;
  }
  try {
    const { data } = await supabase
      .from('agora_consultant_certifications')
      .insert({
        consultant_id: v.consultantId,
        name: v.name.trim(),
        issuing_organization: v.issuingOrganization.trim(),
        issue_date: v.issueDate || null,
        expiration_date: v.expirationDate || null,
        document_url: path,
      })
      .select('id')
      .single()
      .throwOnError();
    return data;
  } catch (error) {
    if (path) {
      const { error: removeError } = await supabase.storage.from(CERTIFICATIONS_BUCKET).remove([path]);
      if (removeError) logger.warn('Could not remove an orphaned certification document', removeError);
    }
    throw error;
  }
}

export function useAddCertification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addCertification,
    onSuccess: (_d, v) =>
      queryClient.invalidateQueries({ queryKey: agoraKeys.consultantArea.certifications(v.consultantId) }),
  });
}
