// Sharing a certificate: its public verification link, an Open Badges 3.0-shaped credential
// (1EdTech OB 3.0 on the W3C Verifiable Credentials 2.0 data model) and LinkedIn's "Add to profile"
// link. The credential is unsigned: signing needs a private key, which a browser-only app cannot
// keep; its credentialStatus points at the public verification page, which answers from the row.

import { z } from 'zod';
import type { DateOptions } from '@/lib/format';
import { ancoraPaths } from './paths';

export const ISSUER_NAME = 'Canopy Academy';

export type CertificateStatus = 'valid' | 'expiring' | 'expired' | 'revoked' | 'not_found';

export const STATUS_LABEL: Record<CertificateStatus, string> = {
  valid: 'Valid',
  expiring: 'Expiring soon',
  expired: 'Expired',
  revoked: 'Revoked',
  not_found: 'Not found',
};

export const STATUS_EXPLANATION: Record<CertificateStatus, string> = {
  valid: 'This certificate was issued by Canopy Academy and is valid.',
  expiring: 'This certificate is valid and due for renewal within 90 days.',
  expired: 'This certificate was issued by Canopy Academy and has expired.',
  revoked: 'This certificate was revoked by Canopy Academy and is no longer valid.',
  not_found: 'No certificate has this id. It may be mistyped, or the certificate may not be genuine.',
};

/**
 * Dates on certificates are calendar days read the same by everyone (UTC), with the month in words
 * so an employer abroad never misreads 03/04: `formatDate(iso, CERTIFICATE_DATE)`.
 */
export const CERTIFICATE_DATE: DateOptions = { month: 'long', timeZone: 'UTC' };

export const isStatus = (s: unknown): s is CertificateStatus => typeof s === 'string' && s in STATUS_LABEL;

/** An admin's reason for revoking, told to the holder (the database asks the same 3–500 characters). */
export const revocationSchema = z.object({
  reason: z
    .string()
    .trim()
    .min(3, 'Give a reason of 3 to 500 characters.')
    .max(500, 'Give a reason of 3 to 500 characters.'),
});

export interface ShareableCertificate {
  id: string;
  course_id: string;
  course_title: string;
  holder_name: string;
  score_percent: number;
  issued_at: string;
  expires_at: string | null;
}

export const verificationPath = (id: string) => ancoraPaths.verify.href({ certificateId: id });
export const verificationUrl = (origin: string, id: string) =>
  `${origin.replace(/\/+$/, '')}${verificationPath(id)}`;

export interface CredentialContext {
  origin: string;
  /** What the course teaches, for the achievement's description. */
  courseSummary: string;
  /** The final quiz's pass mark, for the criteria and the result description. */
  passPercent: number;
}

/** The certificate as an OpenBadgeCredential (JSON-LD), ready to download. */
export function openBadgeCredential(cert: ShareableCertificate, ctx: CredentialContext) {
  const origin = ctx.origin.replace(/\/+$/, '');
  const achievementId = `${origin}${ancoraPaths.course.href({ courseId: cert.course_id })}`;
  const resultId = `${achievementId}#final-quiz-score`;
  return {
    '@context': [
      'https://www.w3.org/ns/credentials/v2',
      'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json',
    ],
    id: `urn:uuid:${cert.id}`,
    type: ['VerifiableCredential', 'OpenBadgeCredential'],
    name: cert.course_title,
    issuer: { id: `${origin}/`, type: ['Profile'], name: ISSUER_NAME, url: `${origin}/` },
    validFrom: cert.issued_at,
    ...(cert.expires_at ? { validUntil: cert.expires_at } : {}),
    credentialSubject: {
      type: ['AchievementSubject'],
      identifier: [
        { type: 'IdentityObject', identityType: 'name', hashed: false, identityHash: cert.holder_name },
      ],
      achievement: {
        id: achievementId,
        type: ['Achievement'],
        achievementType: 'Certificate',
        name: cert.course_title,
        description: ctx.courseSummary,
        criteria: {
          id: achievementId,
          narrative: `Complete the course and pass its final quiz, graded by ${ISSUER_NAME}, with at least ${ctx.passPercent} %.`,
        },
        resultDescription: [
          {
            id: resultId,
            type: ['ResultDescription'],
            name: 'Final quiz score',
            resultType: 'Percent',
            requiredValue: String(ctx.passPercent),
            valueMin: '0',
            valueMax: '100',
          },
        ],
      },
      result: [{ type: ['Result'], resultDescription: resultId, value: String(cert.score_percent) }],
    },
    credentialStatus: { id: verificationUrl(origin, cert.id), type: '1EdTechRevocationList' },
  };
}

/** LinkedIn's "Add to profile" link for a certification, with the credential id and URL. */
export function linkedInAddToProfileUrl(cert: ShareableCertificate, origin: string): string {
  const issued = new Date(cert.issued_at);
  const params = new URLSearchParams({
    startTask: 'CERTIFICATION_NAME',
    name: cert.course_title,
    organizationName: ISSUER_NAME,
    issueYear: String(issued.getUTCFullYear()),
    issueMonth: String(issued.getUTCMonth() + 1),
  });
  if (cert.expires_at) {
    const expires = new Date(cert.expires_at);
    params.set('expirationYear', String(expires.getUTCFullYear()));
    params.set('expirationMonth', String(expires.getUTCMonth() + 1));
  }
  params.set('certUrl', verificationUrl(origin, cert.id));
  params.set('certId', cert.id);
  return `https://www.linkedin.com/profile/add?${params.toString()}`;
}

/** A file name for the downloaded credential. */
export function credentialFileName(cert: Pick<ShareableCertificate, 'course_title'>): string {
  const slug = cert.course_title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `${slug || 'certificate'}-open-badge.json`;
}
