import { supabase } from '@/lib/supabase';
import { UPLOAD_RULES } from '@/lib/uploads';

/** Long enough to open the document just asked for; too short to be worth sharing. */
export const DOCUMENT_URL_LIFETIME_SECONDS = 60;

/**
 * A short-lived signed URL for a certification document in the private bucket. Storage RLS lets
 * only the consultant who owns it and admins sign it.
 */
async function getCertificationDocumentUrl(path: string): Promise<string> {
  const { data, error } = await supabase.storage
    .from(UPLOAD_RULES.certifications.bucket)
    .createSignedUrl(path, DOCUMENT_URL_LIFETIME_SECONDS);
  if (error) throw error;
  return data.signedUrl;
}

/**
 * Opens the document in a new tab: the tab opens at the click (so no popup blocker stops it), the
 * signed URL follows. Throws (after closing the empty tab) when the URL cannot be signed.
 */
export async function openCertificationDocument(path: string): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const url = await getCertificationDocumentUrl(path);
    if (tab) {
      tab.opener = null;
      tab.location.href = url;
    } else {
      window.location.assign(url);
    }
  } catch (error) {
    tab?.close();
    throw error;
  }
}
