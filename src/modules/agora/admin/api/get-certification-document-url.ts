import { supabase } from '@/lib/supabase';

/** A short-lived signed URL for a document in the private `certifications` bucket. */
export async function getCertificationDocumentUrl(path: string, expiresInSeconds = 300) {
  const { data, error } = await supabase.storage
    .from('certifications')
    .createSignedUrl(path, expiresInSeconds);
  if (error) throw error;
  return data.signedUrl;
}
