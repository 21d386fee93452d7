import type { Session } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { pendingSecondFactor, tokenAssuranceLevel } from './mfa';

const b64url = (value: object) =>
  btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const token = (claims: object) => `${b64url({ alg: 'HS256' })}.${b64url(claims)}.sig`;

function session(aal: string, factors: { id: string; factor_type: string; status: string }[]): Session {
  return { access_token: token({ sub: 'u', aal }), user: { id: 'u', factors } } as unknown as Session;
}

describe('tokenAssuranceLevel', () => {
  it('reads the aal claim, and nothing from a malformed token', () => {
    expect(tokenAssuranceLevel(token({ aal: 'aal2', name: 'Åsa ~ ??>' }))).toBe('aal2');
    expect(tokenAssuranceLevel('not-a-jwt')).toBeUndefined();
    expect(tokenAssuranceLevel(token({ sub: 'u' }))).toBeUndefined();
  });
});

describe('pendingSecondFactor', () => {
  const verified = { id: 'f1', factor_type: 'totp', status: 'verified' };

  it('asks for the code when a verified factor exists and the session is aal1', () => {
    expect(pendingSecondFactor(session('aal1', [verified]))).toEqual({ id: 'f1' });
  });

  it('asks nothing at aal2, without factors, or for a factor still being set up', () => {
    expect(pendingSecondFactor(session('aal2', [verified]))).toBeNull();
    expect(pendingSecondFactor(session('aal1', []))).toBeNull();
    expect(pendingSecondFactor(session('aal1', [{ ...verified, status: 'unverified' }]))).toBeNull();
  });
});
