// Certifications: status and the document's storage path; the file rules are the `certifications`
// bucket's (src/lib/uploads.ts). Pure.
import { UPLOAD_RULES, uploadProblem } from '../../../lib/uploads.ts';

export const CERTIFICATION_DOCUMENT_RULE = UPLOAD_RULES.certifications;
export const CERTIFICATIONS_BUCKET = CERTIFICATION_DOCUMENT_RULE.bucket;

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
  return uploadProblem(CERTIFICATION_DOCUMENT_RULE, file);
}
