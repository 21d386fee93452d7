import { supabase } from '@/lib/supabase';
import { CERTIFICATIONS_BUCKET } from '../certifications';

/** A short-lived signed URL for a document in the private bucket (owner or admin only). */
export async function getCertificationDocumentUrl(path: string, expiresInSeconds = 60): Promise<string> {
  const { data, error } = await supabase.storage
    .from(CERTIFICATIONS_BUCKET)
    .createSignedUrl(path, expiresInSeconds);
  if (error) throw error;
  return data.signedUrl;
}
