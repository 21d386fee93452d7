import { describe, expect, it } from 'vitest';
import { certificationStatus, documentPath, documentProblem, isExpired } from './certifications';

const now = new Date(2026, 10, 22, 12);

describe('certifications', () => {
  it('is expired when the expiration date is earlier than today', () => {
    expect(isExpired('2026-11-21', now)).toBe(true);
    expect(isExpired('2026-11-22', now)).toBe(false);
    expect(isExpired('2027-01-01', now)).toBe(false);
    expect(isExpired(null, now)).toBe(false);
  });

  it('is verified, pending verification, or expired', () => {
    expect(certificationStatus({ verified: true, expiration_date: null }, now)).toBe('verified');
    expect(certificationStatus({ verified: false, expiration_date: '2030-01-01' }, now)).toBe('pending');
    expect(certificationStatus({ verified: true, expiration_date: '2024-02-01' }, now)).toBe('expired');
  });

  it('is pending until verified, verified after, expired once the expiration day has passed', () => {
    expect(certificationStatus({ verified: false, expiration_date: null }, now)).toBe('pending');
    expect(certificationStatus({ verified: true, expiration_date: '2027-01-01' }, now)).toBe('verified');
    expect(certificationStatus({ verified: false, expiration_date: '2026-11-21' }, now)).toBe('expired');
    expect(certificationStatus({ verified: true, expiration_date: '2020-01-01' }, now)).toBe('expired');
    // Valid through the whole expiration day.
    expect(certificationStatus({ verified: true, expiration_date: '2026-11-22' }, now)).toBe('verified');
  });

  it('stores documents at {consultant_id}/{random}.{ext}', () => {
    expect(documentPath('c1', 'My Cert.PDF', 'r4nd')).toBe('c1/r4nd.pdf');
    expect(documentPath('c1', 'scan.jpeg', 'r')).toBe('c1/r.jpeg');
    expect(documentPath('c1', 'noext', 'r')).toBe('c1/r.bin');
  });

  it('accepts PDF or images up to 5MB', () => {
    expect(documentProblem({ type: 'application/pdf', size: 1000 })).toBeNull();
    expect(documentProblem({ type: 'image/png', size: 5 * 1024 * 1024 })).toBeNull();
    expect(documentProblem({ type: 'image/png', size: 5 * 1024 * 1024 + 1 })).toMatch(/5MB/);
    expect(documentProblem({ type: 'text/plain', size: 10 })).toMatch(/PDF/);
  });
});
