// Certifications (spec-2 §2, §3, §4, §5): status, the document's storage path and the file rules
// the `certifications` bucket enforces (PDF or images, 5 MB). Pure.

export const CERTIFICATIONS_BUCKET = 'certifications';
export const MAX_DOCUMENT_BYTES = 5 * 1024 * 1024;
/** The bucket's allowed_mime_types. */
export const DOCUMENT_TYPES = ['application/pdf', 'image/png', 'image/jpeg', 'image/webp'] as const;
export const DOCUMENT_ACCEPT = '.pdf,.png,.jpg,.jpeg,.webp,application/pdf,image/png,image/jpeg,image/webp';

export type CertificationStatus = 'verified' | 'expired' | 'pending';

/** Expired when the expiration date is earlier than now (compared as calendar days). */
export function isExpired(expirationDate: string | null | undefined, now = new Date()): boolean {
  if (!expirationDate) return false;
  const today = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
  return expirationDate.slice(0, 10) < today;
}

/** Expired wins over verified: an expired certificate no longer proves anything. */
export function certificationStatus(
  c: { verified: boolean; expiration_date: string | null },
  now = new Date(),
): CertificationStatus {
  if (isExpired(c.expiration_date, now)) return 'expired';
  return c.verified ? 'verified' : 'pending';
}

export const CERTIFICATION_STATUS_LABELS: Record<CertificationStatus, string> = {
  verified: 'Verified',
  expired: 'Expired',
  pending: 'Pending verification',
};

/** `{consultant_id}/{random}.{ext}`, the extension taken from the original name (lower-cased). */
export function documentPath(consultantId: string, fileName: string, random: string): string {
  const match = /\.([A-Za-z0-9]{1,8})$/.exec(fileName);
  const ext = match?.[1]?.toLowerCase() ?? 'bin';
  return `${consultantId}/${random}.${ext}`;
}

/** Why a chosen file cannot be uploaded, or null when it can. */
export function documentProblem(file: Pick<File, 'size' | 'type'>): string | null {
  if (!(DOCUMENT_TYPES as readonly string[]).includes(file.type)) {
    return 'Only PDF, PNG, JPG or WEBP files can be uploaded.';
  }
  if (file.size > MAX_DOCUMENT_BYTES) return 'The file is larger than 5MB. Please choose a smaller file.';
  return null;
}
