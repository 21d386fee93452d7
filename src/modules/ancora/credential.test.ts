import { describe, expect, it } from 'vitest';
import {
  credentialFileName,
  linkedInAddToProfileUrl,
  openBadgeCredential,
  revocationSchema,
  verificationUrl,
} from './credential';

const CERT = {
  id: '3f1c2b9e-8d7a-4c1e-9f2b-0a1b2c3d4e5f',
  course_id: 'ac100000-0000-4000-8000-000000000002',
  course_title: 'IPM & pesticide safety',
  holder_name: 'Priya Natarajan',
  score_percent: 90,
  issued_at: '2025-12-18T09:30:00Z',
  expires_at: '2026-12-18T09:30:00Z',
};

describe('openBadgeCredential', () => {
  const vc = openBadgeCredential(CERT, {
    origin: 'https://canopy.example/',
    courseSummary: 'Scout, spray safely.',
    passPercent: 80,
  });

  it('is an OpenBadgeCredential with the OB 3.0 context, the certificate id and its validity', () => {
    expect(vc['@context']).toEqual([
      'https://www.w3.org/ns/credentials/v2',
      'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json',
    ]);
    expect(vc.type).toEqual(['VerifiableCredential', 'OpenBadgeCredential']);
    expect(vc.id).toBe(`urn:uuid:${CERT.id}`);
    expect(vc).toMatchObject({ validFrom: CERT.issued_at, validUntil: CERT.expires_at });
    expect(vc.issuer).toMatchObject({
      type: ['Profile'],
      name: 'Canopy Academy',
      id: 'https://canopy.example/',
    });
  });

  it('names the achievement, its criteria and the result against its description', () => {
    const { achievement, result, identifier } = vc.credentialSubject;
    expect(achievement).toMatchObject({
      type: ['Achievement'],
      achievementType: 'Certificate',
      name: CERT.course_title,
    });
    expect(achievement.criteria.narrative).toContain('80 %');
    expect(result).toEqual([
      { type: ['Result'], resultDescription: achievement.resultDescription[0]!.id, value: '90' },
    ]);
    expect(identifier[0]).toMatchObject({
      identityType: 'name',
      identityHash: 'Priya Natarajan',
      hashed: false,
    });
  });

  it('points credentialStatus at the public verification page', () => {
    expect(vc.credentialStatus).toEqual({
      id: `https://canopy.example/verify/${CERT.id}`,
      type: '1EdTechRevocationList',
    });
  });

  it('leaves validUntil out for a certificate that never expires', () => {
    expect(
      'validUntil' in
        openBadgeCredential(
          { ...CERT, expires_at: null },
          { origin: 'https://x', courseSummary: '', passPercent: 70 },
        ),
    ).toBe(false);
  });
});

describe('linkedInAddToProfileUrl', () => {
  it('carries the name, issuer, dates, credential URL and id', () => {
    const url = new URL(linkedInAddToProfileUrl(CERT, 'https://canopy.example'));
    expect(url.origin + url.pathname).toBe('https://www.linkedin.com/profile/add');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      startTask: 'CERTIFICATION_NAME',
      name: 'IPM & pesticide safety',
      organizationName: 'Canopy Academy',
      issueYear: '2025',
      issueMonth: '12',
      expirationYear: '2026',
      expirationMonth: '12',
      certUrl: verificationUrl('https://canopy.example', CERT.id),
      certId: CERT.id,
    });
  });
});

it('names the downloaded file after the course', () => {
  expect(credentialFileName(CERT)).toBe('ipm-pesticide-safety-open-badge.json');
});

describe('revocationSchema', () => {
  it('asks for a reason of 3 to 500 characters, trimmed, as the database does', () => {
    expect(revocationSchema.safeParse({ reason: '  ok ' }).success).toBe(false);
    expect(revocationSchema.safeParse({ reason: 'x'.repeat(501) }).success).toBe(false);
    expect(revocationSchema.parse({ reason: '  Exam fraud found  ' })).toEqual({
      reason: 'Exam fraud found',
    });
  });
});
